// Cities served and their stores' streets; Kaliningrad first (the contract's map examples).
import { MEDIA } from './media';

/** A store: where it is named after ("Магазин на …"), its street and its own photo, if any. */
type StorePlace = readonly [label: string, street: string, photo?: string];

export type CityData = {
  name: string;
  lat: number;
  lon: number;
  enabled: boolean;
  /** The long-distance dialling code of the city's landlines. */
  phoneCode: string;
  /** The prefix of the city's store codes (KGD-01). */
  codePrefix: string;
  stores: readonly StorePlace[];
};

const photo = (name: string): string | undefined =>
  MEDIA.stores.find((path) => path.endsWith(`/${name}.svg`));

export const CITIES: readonly CityData[] = [
  {
    name: 'Калининград',
    lat: 54.7104,
    lon: 20.4522,
    enabled: true,
    phoneCode: '4012',
    codePrefix: 'KGD',
    stores: [
      ['на Ленинском', 'Ленинский пр-т', photo('leninsky')],
      ['на Московском', 'Московский пр-т', photo('moskovsky')],
      ['на Черняховского', 'ул. Черняховского', photo('chernyakhovskogo')],
      ['на Горького', 'ул. Горького', photo('gorkogo')],
      ['на Толстикова', 'ул. Генерала Толстикова'],
      ['на Невского', 'ул. Александра Невского'],
      ['на Гагарина', 'ул. Гагарина'],
      ['на Советском', 'Советский пр-т'],
      ['на Фрунзе', 'ул. Фрунзе'],
      ['на 9 Апреля', 'ул. 9 Апреля'],
      ['на Кирова', 'ул. Кирова'],
      ['на Багратиона', 'ул. Багратиона'],
      ['на Чкалова', 'ул. Чкалова'],
      ['на Дзержинского', 'ул. Дзержинского'],
      ['на Мира', 'пр-т Мира', photo('moskovsky-bar')],
      ['на Сергеева', 'ул. Сергеева'],
    ],
  },
  {
    name: 'Москва',
    lat: 55.7558,
    lon: 37.6173,
    enabled: true,
    phoneCode: '495',
    codePrefix: 'MSK',
    stores: [
      ['на Тверской', 'ул. Тверская'],
      ['на Арбате', 'ул. Арбат'],
      ['на Ленинградском', 'Ленинградский пр-т'],
      ['на Покровке', 'ул. Покровка'],
      ['на Кутузовском', 'Кутузовский пр-т'],
      ['на Профсоюзной', 'ул. Профсоюзная'],
      ['на проспекте Мира', 'пр-т Мира'],
      ['на Бауманской', 'ул. Бауманская'],
    ],
  },
  {
    name: 'Санкт-Петербург',
    lat: 59.9386,
    lon: 30.3141,
    enabled: true,
    phoneCode: '812',
    codePrefix: 'SPB',
    stores: [
      ['на Невском', 'Невский пр-т'],
      ['на Рубинштейна', 'ул. Рубинштейна'],
      ['на Садовой', 'ул. Садовая'],
      ['на Каменноостровском', 'Каменноостровский пр-т'],
      ['на Марата', 'ул. Марата'],
      ['на Лиговском', 'Лиговский пр-т'],
      ['на Большом', 'Большой пр-т П.С.'],
    ],
  },
  {
    name: 'Светлогорск',
    lat: 54.9439,
    lon: 20.1514,
    enabled: true,
    phoneCode: '40153',
    codePrefix: 'SVG',
    stores: [
      ['на Октябрьской', 'ул. Октябрьская', photo('svetlogorsk')],
      ['на Калининградском', 'Калининградский пр-т'],
      ['на Ленина', 'ул. Ленина'],
    ],
  },
  {
    name: 'Зеленоградск',
    lat: 54.9596,
    lon: 20.4753,
    enabled: true,
    phoneCode: '40150',
    codePrefix: 'ZLG',
    stores: [
      ['на Курортной', 'ул. Курортная', photo('zelenogradsk')],
      ['на Курортном', 'Курортный пр-т'],
      ['на Московской', 'ул. Московская'],
    ],
  },
  {
    name: 'Балтийск',
    lat: 54.6513,
    lon: 19.9146,
    // Not served yet: its stores are being prepared.
    enabled: false,
    phoneCode: '40145',
    codePrefix: 'BLT',
    stores: [
      ['на Гвардейской', 'ул. Гвардейская'],
      ['на Чехова', 'ул. Чехова'],
      ['на Морском', 'Морской б-р'],
    ],
  },
];
