/** Every URL of the admin, once. `href` builds a link, `path` is the route pattern. */
export type RecordId = number | 'new';

const fixed = (path: string) => ({ path, href: () => path });
const withId = (base: string) => ({
  path: `${base}/:id`,
  href: (id: RecordId) => `${base}/${id}`,
});

export const paths = {
  root: fixed('/'),
  login: fixed('/login'),
  dashboard: fixed('/dashboard'),
  categories: { list: fixed('/categories'), edit: withId('/categories/edit') },
  products: {
    list: fixed('/products'),
    edit: withId('/products/edit'),
    links: fixed('/products/links'),
    sort: fixed('/products/sort'),
    sortCategory: withId('/products/sort'),
    filters: fixed('/products/filters'),
    filtersCategory: withId('/products/filters'),
  },
  orders: { list: fixed('/orders'), view: withId('/orders/view') },
  users: { list: fixed('/users'), edit: withId('/users/edit') },
  news: { list: fixed('/news'), edit: withId('/news/edit') },
  stores: {
    list: fixed('/stores/list'),
    edit: withId('/stores/list/edit'),
    promotions: fixed('/stores/promotions'),
  },
  bartenders: { list: fixed('/bartenders'), edit: withId('/bartenders/edit') },
  cities: { list: fixed('/cities'), edit: withId('/cities/edit') },
  slider: fixed('/slider'),
  push: fixed('/push'),
} as const;

/** Reads the `:id` route parameter: 'new' for create, a positive integer, or null if invalid. */
export function parseRecordId(raw: string | undefined): RecordId | null {
  if (raw === 'new') return 'new';
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  return Number(raw);
}
