import type {
  Id,
  StorePromotionRecord,
  StoreRecord,
  UserPromotionRecord,
  UserRecord,
} from '../data';
import { atMinute, daysBefore, utc } from './dates';
import { MEDIA } from './media';
import type { Rng } from './random';

function image(name: string): string {
  const path = MEDIA.promotions.find((candidate) => candidate.endsWith(`/${name}.svg`));
  if (!path) throw new Error(`No promotion picture ${name}`);
  return path;
}

const USER_PROMOTIONS = [
  ['Скидка 15% на день рождения', 'birthday', 'BDAY15'],
  ['Бесплатная доставка на первый заказ', 'free-delivery', 'FIRST'],
  ['Двойные бонусы за пиццу', 'double-bonus', 'X2PIZZA'],
  ['Кофе в подарок к завтраку', 'breakfast', 'COFFEE'],
  ['Третья пицца в подарок', 'pizza-3for2', 'PIZZA3'],
  ['Сет роллов со скидкой 20%', 'rolls-set', 'ROLLS20'],
  ['Пивные выходные: скидка 10%', 'beer-weekend', 'BEER10'],
] as const;

const STORE_PROMOTIONS = [
  ['Счастливые часы', 'happy-hour'],
  ['Пивные выходные', 'beer-weekend'],
  ['Третья пицца в подарок', 'pizza-3for2'],
  ['Сет роллов по цене двух', 'rolls-set'],
  ['Завтраки со скидкой 20%', 'breakfast'],
  ['Бесплатная доставка от 1500 ₽', 'free-delivery'],
  ['Двойные бонусы по средам', 'double-bonus'],
  ['Именинникам — десерт в подарок', 'birthday'],
  ['Лимонад к каждой пицце', 'pizza-3for2'],
  ['Крафтовая пятница', 'beer-weekend'],
  ['Бизнес-ланч за 390 ₽', 'breakfast'],
  ['Ночные роллы −25%', 'rolls-set'],
  ['Коктейль дня за полцены', 'happy-hour'],
  ['Семейный ужин со скидкой', 'double-bonus'],
  ['Доставка за 30 минут или пицца бесплатно', 'free-delivery'],
] as const;

type Period = { startDateUTC: string | null; endDateUTC: string | null };

/** Running now, ended, not started yet, or open-ended, so every date state shows in the admin. */
function period(rng: Rng, now: Date): Period {
  const start = atMinute(daysBefore(now, rng.int(-20, 90)));
  const roll = rng.next();
  if (roll < 0.2) return { startDateUTC: null, endDateUTC: null };
  if (roll < 0.35) return { startDateUTC: utc(start), endDateUTC: null };
  return { startDateUTC: utc(start), endDateUTC: utc(daysBefore(start, -rng.int(14, 90))) };
}

export function buildUserPromotions(
  rng: Rng,
  now: Date,
  users: readonly UserRecord[],
): UserPromotionRecord[] {
  const customers = users.filter((user) => user.role === 'Customer');
  // The demo customer always has some; about a third of the others too.
  const chosen = [customers[0], ...rng.sample(customers.slice(1), 20)].filter(
    (user): user is UserRecord => user !== undefined,
  );
  const records: UserPromotionRecord[] = [];
  for (const user of chosen.sort((a, b) => a.id - b.id)) {
    for (const [name, picture, code] of rng.sample(USER_PROMOTIONS, rng.int(1, 3))) {
      records.push({
        id: records.length + 1,
        userId: user.id,
        name,
        image: image(picture),
        isEnabled: rng.chance(0.85),
        ...period(rng, now),
        promoCode: `${code}-${rng.int(100, 999)}`,
      });
    }
  }
  return records;
}

export function buildStorePromotions(
  rng: Rng,
  now: Date,
  stores: readonly StoreRecord[],
): StorePromotionRecord[] {
  return STORE_PROMOTIONS.map(([name, picture], index) => {
    const links: Id[] = rng
      .sample(stores, rng.int(1, 8))
      .map((store) => store.id)
      .sort((a, b) => a - b);
    return {
      id: index + 1,
      name,
      image: image(picture),
      isEnabled: rng.chance(0.8),
      ...period(rng, now),
      links,
    };
  });
}
