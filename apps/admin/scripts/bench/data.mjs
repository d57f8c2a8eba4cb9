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
