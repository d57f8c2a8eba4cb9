// The rating is the mean of the reviews, never stored; the trainee has none.
import type { BartenderRecord, BartenderVoteRecord, StoreRecord, UserRecord } from '../data';
import { atMinute, daysBefore, utc } from './dates';
import { MEDIA } from './media';
import { toLatin } from './names';
import type { Rng } from './random';

type BartenderData = readonly [lastName: string, name: string, description: string];

const BARTENDERS: readonly BartenderData[] = [
  ['Кузнецов', 'Артём', 'Готовит авторские коктейли и знает всё о крафтовом пиве.'],
  ['Смирнова', 'Дарья', 'Бармен-сомелье, подберёт вино к любой пицце.'],
  ['Волков', 'Никита', 'Специалист по безалкогольным коктейлям и домашним лимонадам.'],
  ['Лебедева', 'Полина', 'Варит глинтвейн по семейному рецепту и ведёт дегустации по пятницам.'],
  ['Егорова', 'Алина', 'Чемпионка области по флейрингу, любит классические коктейли.'],
  ['Орлов', 'Денис', 'Знает сорта пива всех пивоварен Калининградской области.'],
  ['Морозова', 'Ксения', 'Делает лучший раф в городе и рисует на молочной пене.'],
  ['Никитин', 'Илья', 'Ведёт вечера настольных игр и подбирает напитки к ним.'],
  ['Зайцева', 'Виктория', 'Готовит коктейли на основе местных ягод.'],
  ['Белов', 'Григорий', 'Двадцать лет за стойкой, помнит заказы постоянных гостей.'],
  ['Фролова', 'Ульяна', 'Сомелье-кофейщик, проводит каппинги по выходным.'],
  ['Соколов', 'Максим', 'Стажёр, учится у лучших барменов сети.'],
];

const COMMENTS = [
  'Лучший мохито в городе!',
  'Вкусно, но пришлось подождать минут десять.',
  'Очень вежливый, сделал безалкогольный коктейль специально для ребёнка.',
  'Отличное пиво, посоветовал к пицце именно то, что нужно.',
  'Приятная атмосфера, обязательно вернёмся.',
  'Коктейль был слишком сладким.',
  'Быстро и с улыбкой.',
  'Рассказал много интересного о крафтовом пиве.',
  'Немного шумно, но бармен молодец.',
];

/** Most reviews are good, as in a working bar. */
const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1] as const;

const VOTE_COUNT = 150;

export function buildBartenders(rng: Rng, stores: readonly StoreRecord[]): BartenderRecord[] {
  const enabled = stores.filter((store) => store.isEnabled);
  return BARTENDERS.map(([lastName, name, description], index): BartenderRecord => {
    const avatar = MEDIA.bartenders.find((path) => path.endsWith(`/${toLatin(lastName)}.svg`));
    const isTrainee = index === BARTENDERS.length - 1;
    // Bartenders mostly work in Kaliningrad, where the stores with bars are.
    const store = isTrainee ? null : rng.pick(index < 8 ? enabled.slice(0, 10) : enabled);
    return {
      id: index + 1,
      lastName,
      name,
      description,
      tipsLink:
        !isTrainee && rng.chance(0.7) ? `https://tips.example.ru/${toLatin(lastName)}` : null,
      imagePath: avatar ?? null,
      store: store ? { id: store.id, name: store.name, address: store.address } : null,
    };
  });
}

export function buildVotes(
  rng: Rng,
  now: Date,
  bartenders: readonly BartenderRecord[],
  users: readonly UserRecord[],
): BartenderVoteRecord[] {
  const reviewed = bartenders.filter((bartender) => bartender.store !== null);
  const customers = users.filter((user) => user.role === 'Customer');
  const votes = Array.from({ length: VOTE_COUNT }, () => {
    const user = rng.pick(customers);
    return {
      bartenderId: rng.pick(reviewed).id,
      dateTimeUtc: utc(atMinute(daysBefore(now, rng.next() * 90))),
      rating: rng.pick(RATINGS),
      comment: rng.chance(0.6) ? rng.pick(COMMENTS) : null,
      user: { id: user.id, name: user.name, lastName: user.lastName, userName: user.userName },
    };
  });
  // Newest first per bartender, as the reviews modal lists them.
  return votes
    .sort((a, b) => a.bartenderId - b.bartenderId || b.dateTimeUtc.localeCompare(a.dateTimeUtc))
    .map((vote, index) => ({ id: index + 1, ...vote }));
}
