import type {
  Id,
  NewsRecord,
  OrderRecord,
  PushMailingRecord,
  SlideRecord,
  UserRecord,
} from '../data';
import { atMinute, daysBefore, utc } from './dates';
import { NEWS, NEWS_FOOTER, SLIDES } from './news-data';
import type { Rng } from './random';

/** Past, scheduled, ended and draft news, so every state shows in the list. */
export function buildNews(rng: Rng, now: Date, nextImageId: () => Id): NewsRecord[] {
  const scheduled = NEWS.length - 3;
  return NEWS.map(([title, picture, text], index): NewsRecord => {
    const daysAgo =
      index >= scheduled ? -rng.int(2, 20) : (NEWS.length - index) * 5 + rng.int(0, 4);
    const start = atMinute(daysBefore(now, daysAgo));
    const path = picture ? `/media/news/${picture}.svg` : null;
    return {
      id: index + 1,
      title,
      isPublished: rng.chance(0.85),
      startDateUtc: utc(start),
      endDateUtc: rng.chance(0.4) ? utc(daysBefore(start, -rng.int(7, 30))) : null,
      content: `${title}.\n\n${text}\n\n${NEWS_FOOTER}`,
      images: path ? [{ id: nextImageId(), path, originalName: `${picture}.svg`, order: 1 }] : [],
    };
  });
}

export function buildSlides(): SlideRecord[] {
  return SLIDES.map(([path, content], index) => ({
    id: index + 1,
    path,
    content,
    order: index + 1,
  }));
}

/** The customers a mailing reached: all, or those whose orders match its filters. */
function mailingRecipients(
  mailing: Omit<PushMailingRecord, 'id' | 'sentAtUtc' | 'recipients'>,
  users: readonly UserRecord[],
  orders: readonly OrderRecord[],
): number {
  const customers = users.filter((user) => user.role === 'Customer');
  if (mailing.sendAll) return customers.length;
  const start = mailing.buyDateStart ?? '';
  const end = mailing.buyDateEnd ?? '\uffff';
  return customers.filter((user) => {
    const own = orders.filter((order) => order.customerId === user.id);
    const bought = own.filter((order) => order.utcDate >= start && order.utcDate <= end);
    if (bought.length === 0) return false;
    if (mailing.averageSum == null) return true;
    const average = own.reduce((sum, order) => sum + order.totalSum, 0) / own.length;
    return mailing.lessAverageSum ? average < mailing.averageSum : average >= mailing.averageSum;
  }).length;
}

export function buildPushMailings(
  now: Date,
  users: readonly UserRecord[],
  orders: readonly OrderRecord[],
): PushMailingRecord[] {
  const mailings = [
    {
      sendAll: true,
      caption: 'Скидка 20% на всю пиццу',
      text: 'Только в эти выходные — скидка 20% на всю пиццу при заказе через приложение.',
      averageSum: null,
      lessAverageSum: false,
      buyDateStart: null,
      buyDateEnd: null,
      daysAgo: 21,
    },
    {
      sendAll: false,
      caption: 'Спасибо, что вы с нами',
      text: 'Дарим 300 бонусов к следующему заказу — они уже на вашем счёте.',
      averageSum: 1500,
      lessAverageSum: false,
      buyDateStart: null,
      buyDateEnd: null,
      daysAgo: 10,
    },
    {
      sendAll: false,
      caption: 'Давно не заказывали?',
      text: 'Возвращайтесь: бесплатная доставка на любой заказ до конца недели.',
      averageSum: null,
      lessAverageSum: false,
      buyDateStart: utc(atMinute(daysBefore(now, 30))),
      buyDateEnd: utc(atMinute(daysBefore(now, 20))),
      daysAgo: 3,
    },
  ];
  return mailings.map(({ daysAgo, ...mailing }, index) => ({
    id: index + 1,
    ...mailing,
    sentAtUtc: utc(atMinute(daysBefore(now, daysAgo))),
    recipients: mailingRecipients(mailing, users, orders),
  }));
}
