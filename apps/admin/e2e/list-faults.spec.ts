import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A failed list load is not an empty list: every list, tree, sort screen and list modal shows
 * the server's text (or 'Нет связи с сервером') with 'Повторить', never 'Список пуст', and
 * 'Повторить' loads the rows once the fault is gone.
 */

type Fault = { name: string; answer: (route: Route) => Promise<void>; says: string };

const faults: Fault[] = [
  {
    name: '500 with a message',
    answer: (route) => route.fulfill({ status: 500, json: { message: 'База данных недоступна' } }),
    says: 'База данных недоступна',
  },
  { name: 'network drop', answer: (route) => route.abort('failed'), says: 'Нет связи с сервером' },
];

type ListCase = {
  name: string;
  url: string;
  /** The pathname of the GET that fails. */
  api: string;
  /** Opens the modal holding the list; the scope is then the dialog, else the page's main. */
  open?: (page: Page) => Promise<Locator>;
  /** What only the loaded list shows. */
  loaded: (scope: Locator) => Locator;
  /** Brings the loaded list into view after 'Повторить' (a search list opens on focus). */
  reveal?: (scope: Locator) => Promise<void>;
};

const cell = (name: string) => (scope: Locator) => scope.getByRole('cell', { name, exact: true });
const link = (name: string) => (scope: Locator) => scope.getByRole('link', { name, exact: true });

const cases: ListCase[] = [
  {
    name: 'news list',
    url: '/news',
    api: '/api/admin/news/list',
    loaded: link('Фестиваль крафтового пива'),
  },
  {
    name: 'product list',
    url: '/products',
    api: '/api/admin/catalog/product/list',
    loaded: link('Пицца Маргарита'),
  },
  { name: 'order list', url: '/orders', api: '/api/admin/orders', loaded: link('10452') },
  {
    name: 'user list',
    url: '/users',
    api: '/api/admin/user/manager/list',
    loaded: link('manager.ivanova'),
  },
  { name: 'city list', url: '/cities', api: '/api/admin/city/list', loaded: link('Калининград') },
  {
    name: 'store list',
    url: '/stores/list',
    api: '/api/admin/store/list',
    loaded: link('Магазин на Ленинском'),
  },
  {
    name: 'bartender list',
    url: '/bartenders',
    api: '/api/admin/bartender/list',
    loaded: link('Кузнецов Артём'),
  },
  {
    name: 'related products list',
    url: '/products/links',
    api: '/api/admin/catalog/product/links',
    loaded: cell('Пицца Маргарита'),
  },
  {
    name: 'category tree (/categories)',
    url: '/categories',
    api: '/api/admin/catalog/category/tree',
    loaded: link('Классическая пицца'),
  },
  {
    name: 'category tree (/products/sort)',
    url: '/products/sort',
    api: '/api/admin/catalog/category/tree',
    loaded: link('Классическая пицца'),
  },
  {
    name: 'category tree (/products/filters)',
    url: '/products/filters',
    api: '/api/admin/catalog/category/tree',
    loaded: link('Классическая пицца'),
  },
  {
    name: 'product sort',
    url: '/products/sort/8',
    api: '/api/admin/catalog/category/8/sort',
    loaded: cell('Пицца Маргарита'),
  },
  {
    name: 'filter sort',
    url: '/products/filters/8',
    api: '/api/admin/category/filter/8',
    loaded: cell('Хит продаж'),
  },
  {
    name: 'slider',
    url: '/slider',
    api: '/api/admin/common/slider',
    loaded: (scope) => scope.getByRole('listitem', { name: 'Слайд 1', exact: true }),
  },
  {
    name: 'store promotions',
    url: '/stores/promotions',
    api: '/api/admin/promotion/list',
    loaded: (scope) => scope.getByRole('form', { name: 'Счастливые часы' }),
  },
  {
    name: 'store picker of a promotion',
    url: '/stores/promotions',
    api: '/api/admin/store/list',
    open: async (page) => {
      await page
        .getByRole('form', { name: 'Новая акция' })
        .getByRole('button', { name: 'Магазины (0)' })
        .click();
      return page.getByRole('dialog', { name: 'Магазины акции' });
    },
    loaded: (scope) => scope.getByRole('checkbox', { name: /Магазин на Ленинском/ }),
  },
  {
    name: 'bartender reviews modal',
    url: '/bartenders',
    api: '/api/admin/bartender/1/votes',
    open: async (page) => {
      await page.getByRole('button', { name: 'Отзывы: Кузнецов Артём' }).click();
      return page.getByRole('dialog', { name: 'Отзывы: Кузнецов Артём' });
    },
    loaded: (scope) => scope.getByText(/Лучший мохито в городе/),
  },
  {
    name: 'product search of the links modal',
    url: '/products/links',
    api: '/api/admin/catalog/product/list',
    open: async (page) => {
      await page.getByRole('button', { name: 'Просмотр связей: Пицца Маргарита' }).click();
      const dialog = page.getByRole('dialog', { name: 'Связанные продукты: Пицца Маргарита' });
      // The search waits for a pause in typing: only its answer for 'пиц' is the one to judge.
      const searched = page.waitForRequest(
        (request) => new URL(request.url()).searchParams.get('search') === 'пиц',
      );
      await dialog.getByRole('combobox', { name: 'Поиск продукта' }).fill('пиц');
      // Settles with the answer, or with null when the call failed.
      await (await searched).response();
      return dialog;
    },
    reveal: (scope) => scope.getByRole('combobox', { name: 'Поиск продукта' }).focus(),
    loaded: (scope) => scope.getByRole('option', { name: 'Пицца Пепперони' }),
  },
];

/** The texts of an empty answer; none may show for a failed one. */
const EMPTY_TEXTS = /Список пуст|Слайдов нет|Магазины не найдены|Ничего не найдено/;

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

for (const list of cases) {
  test(`${list.name}: a failed load says why, 'Повторить' loads it`, async ({ page }) => {
    // The first fault meets the screen as it opens; the next one meets 'Повторить', the way a
    // user retrying into another fault would; then the fault is gone.
    let fault: Fault | null = faults[0] ?? null;
    await page.route(
      (url) => url.pathname === list.api,
      (route) =>
        fault && route.request().method() === 'GET' ? fault.answer(route) : route.fallback(),
    );
    await page.goto(list.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scope = list.open ? await list.open(page) : page.getByRole('main');
    const retry = scope.getByRole('alert').getByRole('button', { name: 'Повторить' });

    for (const [index, current] of faults.entries()) {
      await test.step(current.name, async () => {
        if (index > 0) {
          fault = current;
          await retry.click();
        }
        const error = scope.getByRole('alert').filter({ hasText: current.says });
        await expect(error).toBeVisible();
        await expect(error.getByRole('button', { name: 'Повторить' })).toBeVisible();
        await expect(page.getByText(EMPTY_TEXTS).filter({ visible: true })).toHaveCount(0);
        await expect(list.loaded(scope)).toHaveCount(0);
      });
    }

    fault = null;
    await retry.click();
    await expect(scope.getByRole('alert')).toHaveCount(0);
    await list.reveal?.(scope);
    await expect(list.loaded(scope).first()).toBeVisible();
  });
}

test('a failed list, as staff see it', async ({ page, snap, expectNoA11yViolations }) => {
  await page.route(
    (url) => url.pathname === '/api/admin/news/list',
    (route) => route.fulfill({ status: 500, json: { message: 'База данных недоступна' } }),
  );
  await page.goto('/news');
  const error = page.getByRole('main').getByRole('alert');
  await expect(error).toContainText('База данных недоступна');
  await expect(page.getByRole('navigation', { name: 'Страницы' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snap(page, 'list-faults-news-500');
});
