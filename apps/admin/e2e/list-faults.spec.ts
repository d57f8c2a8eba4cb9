import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAfterFault, faults, type Fault } from './support/faults';

/**
 * A failed load of a list inside a modal is not an empty list: the store picker, the reviews
 * and the product search of the links show the server's text (or 'Нет связи с сервером') with
 * 'Повторить', never their empty text, and 'Повторить' loads the rows once the fault is gone.
 * The lists, trees and sort screens of the pages themselves meet every kind of fault in
 * fault-matrix.spec.ts.
 */

const listFaults = faults.filter(
  (fault) => fault.name === '500 with a message' || fault.name === 'network drop',
);

type ListCase = {
  name: string;
  url: string;
  /** The pathname of the GET that fails. */
  api: string;
  /** Opens the modal holding the list. */
  open: (page: Page) => Promise<Locator>;
  /** What only the loaded list shows. */
  loaded: (scope: Locator) => Locator;
  /** Brings the loaded list into view after 'Повторить' (a search list opens on focus). */
  reveal?: (scope: Locator) => Promise<void>;
};

const cases: ListCase[] = [
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
const EMPTY_TEXTS = /Список пуст|Магазины не найдены|Ничего не найдено/;

test.use({ signedIn: true });

for (const list of cases) {
  test(`${list.name}: a failed load says why, 'Повторить' loads it`, async ({ page }) => {
    // The first fault meets the screen as it opens; the next one meets 'Повторить', the way a
    // user retrying into another fault would; then the fault is gone.
    let fault: Fault | null = listFaults[0] ?? null;
    await page.clock.install();
    await page.route(
      (url) => url.pathname === list.api,
      (route) =>
        fault && route.request().method() === 'GET' ? fault.answer(route) : route.fallback(),
    );
    await page.goto(list.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scope = await list.open(page);
    const retry = scope.getByRole('alert').getByRole('button', { name: 'Повторить' });

    for (const [index, current] of listFaults.entries()) {
      await test.step(current.name, async () => {
        if (index > 0) {
          fault = current;
          await retry.click();
        }
        const error = scope.getByRole('alert').filter({ hasText: current.says });
        await expectAfterFault(page, current, error);
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
