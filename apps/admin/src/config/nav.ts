import { messages } from './messages';
import { paths } from './paths';

// The router registers each screen, the menu shows those with a label
// (docs/product-rules.md#menu-and-routes).
export const screens = {
  dashboard: { path: paths.dashboard.path, title: messages.nav.dashboard },
  categories: { path: paths.categories.list.path, title: messages.nav.categories },
  categoryEdit: { path: paths.categories.edit.path, title: messages.nav.categories },
  products: { path: paths.products.list.path, title: messages.nav.products },
  productEdit: { path: paths.products.edit.path, title: messages.nav.products },
  productLinks: { path: paths.products.links.path, title: messages.nav.productLinks },
  productSort: { path: paths.products.sort.path, title: messages.nav.productSort },
  productSortCategory: { path: paths.products.sortCategory.path, title: messages.nav.productSort },
  productFilters: { path: paths.products.filters.path, title: messages.nav.productFilters },
  productFiltersCategory: {
    path: paths.products.filtersCategory.path,
    title: messages.nav.productFilters,
  },
  orders: { path: paths.orders.list.path, title: messages.nav.orders },
  orderView: { path: paths.orders.view.path, title: messages.nav.orders },
  users: { path: paths.users.list.path, title: messages.nav.users },
  userEdit: { path: paths.users.edit.path, title: messages.nav.users },
  news: { path: paths.news.list.path, title: messages.nav.news },
  newsEdit: { path: paths.news.edit.path, title: messages.nav.news },
  stores: { path: paths.stores.list.path, title: messages.nav.stores },
  storeEdit: { path: paths.stores.edit.path, title: messages.nav.stores },
  storePromotions: { path: paths.stores.promotions.path, title: messages.nav.storePromotionsTitle },
  bartenders: { path: paths.bartenders.list.path, title: messages.nav.bartenders },
  bartenderEdit: { path: paths.bartenders.edit.path, title: messages.nav.bartenders },
  cities: { path: paths.cities.list.path, title: messages.nav.cities },
  cityEdit: { path: paths.cities.edit.path, title: messages.nav.cities },
  slider: { path: paths.slider.path, title: messages.nav.slider },
  push: { path: paths.push.path, title: messages.nav.pushTitle },
} as const;

export type ScreenKey = keyof typeof screens;

export type MenuLink = {
  kind: 'link';
  label: string;
  href: string;
  /** Paths below which the link is current; defaults to its own href. */
  sections: readonly string[];
};
export type MenuGroup = { kind: 'group'; label: string; items: readonly MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, href: string, sections: readonly string[] = [href]): MenuLink => ({
  kind: 'link',
  label,
  href,
  sections,
});

export const menu: readonly MenuEntry[] = [
  link(messages.nav.dashboard, paths.dashboard.href()),
  link(messages.nav.categories, paths.categories.list.href()),
  {
    kind: 'group',
    label: messages.nav.productsGroup,
    items: [
      // /products/links and the sort screens sit below /products but are menu items of their own.
      link(messages.nav.products, paths.products.list.href(), ['/products/edit']),
      link(messages.nav.productLinks, paths.products.links.href()),
      link(messages.nav.productSort, paths.products.sort.href()),
      link(messages.nav.productFilters, paths.products.filters.href()),
    ],
  },
  link(messages.nav.orders, paths.orders.list.href()),
  link(messages.nav.news, paths.news.list.href()),
  link(messages.nav.cities, paths.cities.list.href()),
  {
    kind: 'group',
    label: messages.nav.storesGroup,
    items: [
      link(messages.nav.storeList, paths.stores.list.href()),
      link(messages.nav.storePromotions, paths.stores.promotions.href()),
    ],
  },
  link(messages.nav.bartenders, paths.bartenders.list.href()),
  link(messages.nav.slider, paths.slider.href()),
  link(messages.nav.push, paths.push.href()),
  link(messages.nav.users, paths.users.list.href()),
];
