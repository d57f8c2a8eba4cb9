// Deterministic large responses for the interaction figures, and the stored admin session.

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const EXP = 4102444800;

export const session = {
  'auth.token': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    sub: '1',
    unique_name: 'admin',
    role: 'Admin',
    exp: EXP,
  })}.`,
  'auth.refreshToken': 'r',
  'auth.user': JSON.stringify({ id: '1', role: 'Admin', userName: 'admin', expiry: EXP }),
};

export const sortItems = (count) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Продукт ${i + 1}`,
    isPublished: true,
    order: i + 1,
  }));

const firstNames = ['Иван', 'Мария', 'Пётр', 'Анна', 'Сергей', 'Ольга', 'Дмитрий', 'Елена'];
const lastNames = ['Иванов', 'Петрова', 'Сидоров', 'Смирнова', 'Кузнецов', 'Попова'];

export const users = (count) => ({
  pages: 1,
  items: Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    userName: `user${i + 1}`,
    name: firstNames[i % firstNames.length],
    lastName: lastNames[i % lastNames.length],
    role: 'Admin',
  })),
});

const rootNames = ['Пицца', 'Напитки', 'Десерты', 'Салаты', 'Супы', 'Закуски', 'Роллы', 'Паста'];
const childNames = ['Классика', 'Острое', 'Детское', 'Сезонное', 'Новинки', 'Большие', 'Малые'];

/** `roots` roots with `children` children each; ids 1..roots*(children+1), unique. */
export function categoryTree(roots, children) {
  let id = 0;
  return Array.from({ length: roots }, (_, r) => {
    const rootId = ++id;
    return {
      id: rootId,
      name: `${rootNames[r % rootNames.length]} ${r + 1}`,
      isPublished: r % 5 !== 4,
      categories: Array.from({ length: children }, (_, c) => ({
        id: ++id,
        name: `${childNames[c % childNames.length]} ${r + 1}.${c + 1}`,
        isPublished: c % 3 !== 2,
        categories: [],
      })),
    };
  });
}

/** The products list: `count` products, 'Продукт 1' first. */
export const productList = (count) => ({
  pages: 1,
  items: Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Продукт ${i + 1}`,
    image: null,
    isPublished: true,
  })),
});

const modificatorNames = ['Размер', 'Сыр', 'Борт', 'Соус', 'Тесто', 'Бекон', 'Грибы', 'Халапеньо'];

/** Modificator `n` (from 1): its name and price as the editor shows them. */
export const modificator = (n) => ({
  name: `${modificatorNames[(n - 1) % modificatorNames.length]} ${n}`,
  price: 40 + 10 * n,
});

/** Product `id` with `count` top-level modificators (no children, no images). */
export const productWithModificators = (id, count) => ({
  id,
  name: `Продукт ${id}`,
  price: 549,
  oldPrice: null,
  isPublished: true,
  isNew: false,
  isFavorite: false,
  code: `PZ-${String(id).padStart(3, '0')}`,
  order: id,
  barcode: '4607001234567',
  categoryIds: [],
  description: 'Томатный соус, моцарелла и базилик.',
  images: [],
  modificators: Array.from({ length: count }, (_, i) => ({
    ...modificator(i + 1),
    defaultCount: 0,
    minCount: 0,
    maxCount: 2,
    order: i + 1,
    isRequried: false,
    image: null,
    child: [],
  })),
});

const streets = ['Ленинский пр-т', 'ул. Черняховского', 'ул. Горького', 'Московский пр-т'];

/** `count` stores, 'Магазин 1' … 'Магазин {count}', as the store list answers. */
export const stores = (count) => ({
  pages: 1,
  items: Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Магазин ${i + 1}`,
    address: `Калининград, ${streets[i % streets.length]}, ${(i % 200) + 1}`,
    cityId: null,
    isEnabled: true,
    isBranded: i % 3 === 0,
    images: [],
  })),
});

/** `count` promotions 'Акция 1' …, each in three of `storeCount` stores, one shared image. */
export const promotions = (count, storeCount) => ({
  pages: 1,
  items: Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Акция ${i + 1}`,
    image: '/media/promotions/happy-hour.svg',
    isEnabled: i % 4 !== 3,
    startDateUTC: null,
    endDateUTC: null,
    links: [0, 1, 2].map((k) => ((i * 3 + k) % storeCount) + 1),
  })),
});

/** A page of `count` orders, newest first; numbers from 10001, statuses 1…3 in turn. */
export const orders = (count) =>
  Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return {
      id,
      number: String(10000 + id),
      utcDate: new Date(Date.UTC(2026, 10, 20, 9, 0) - i * 600_000).toISOString(),
      contactName: 'Анна Смирнова',
      contactPhone: '+7 911 456 78 90',
      orderStatus: (id % 3) + 1,
      paymentStatus: 1,
      totalSum: 1000 + id,
    };
  });
