/**
 * The side menu as the user should see it: the product's menu
 * (docs/product-rules.md#menu-and-routes), with the title (h1) each screen shows. Written out, not
 * read from the app, so the test checks the app against the rule; navigation.spec.ts also checks
 * that it covers the app's own menu table.
 */
export type ExpectedLink = {
  label: string;
  href: string;
  /** The screen's level-1 heading. */
  title: string;
  /** The group button to open first, if the link sits in one. */
  group?: string;
};

export const expectedMenu: readonly ExpectedLink[] = [
  { label: 'Главная', href: '/dashboard', title: 'Главная' },
  { label: 'Категории', href: '/categories', title: 'Категории' },
  { group: 'Продукты', label: 'Продукты', href: '/products', title: 'Продукты' },
  { group: 'Продукты', label: 'Связанные', href: '/products/links', title: 'Связанные' },
  { group: 'Продукты', label: 'Сортировка', href: '/products/sort', title: 'Сортировка' },
  {
    group: 'Продукты',
    label: 'Сортировка фильтров',
    href: '/products/filters',
    title: 'Сортировка фильтров',
  },
  { label: 'Заказы', href: '/orders', title: 'Заказы' },
  { label: 'Новости', href: '/news', title: 'Новости' },
  { label: 'Города', href: '/cities', title: 'Города' },
  { group: 'Магазины', label: 'Список', href: '/stores/list', title: 'Магазины' },
  { group: 'Магазины', label: 'Акции', href: '/stores/promotions', title: 'Акции в магазинах' },
  { label: 'Бармены', href: '/bartenders', title: 'Бармены' },
  { label: 'Слайдер', href: '/slider', title: 'Слайдер' },
  { label: 'Push-уведомления', href: '/push', title: 'Рассылка' },
  { label: 'Пользователи', href: '/users', title: 'Пользователи' },
];
