import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeAlerts, expectAfterFault, faults, UNREADABLE, type Fault } from './support/faults';
import { alertsRegion, saveButton } from './support/locators';

/**
 * Every kind of call the admin makes, against every kind of fault a real server or proxy
 * produces. A fault is survived cleanly when the user is told what happened in readable
 * Russian, a failed load is never drawn as an empty list or an editable form, nothing typed
 * is lost, nothing spins forever and the session stays.
 */

type Load = {
  name: string;
  url: string;
  /** The pathname of the GET whose fault is injected. */
  api: string;
  /** What only the loaded screen shows. */
  loaded: (page: Page) => Locator;
};

const link = (name: string) => (page: Page) =>
  page.getByRole('main').getByRole('link', { name, exact: true });
const cell = (name: string) => (page: Page) =>
  page.getByRole('main').getByRole('cell', { name, exact: true });
/** A loaded editor is a form to save. */
const form = (page: Page) => saveButton(page);

const loads: Load[] = [
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
    name: 'category tree',
    url: '/categories',
    api: '/api/admin/catalog/category/tree',
    loaded: link('Классическая пицца'),
  },
  {
    name: 'sort category tree',
    url: '/products/sort',
    api: '/api/admin/catalog/category/tree',
    loaded: link('Классическая пицца'),
  },
  {
    name: 'filter category tree',
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
    name: 'related products',
    url: '/products/links',
    api: '/api/admin/catalog/product/links',
    loaded: cell('Пицца Маргарита'),
  },
  {
    name: 'slider',
    url: '/slider',
    api: '/api/admin/common/slider',
    loaded: (page) => page.getByRole('listitem', { name: 'Слайд 1', exact: true }),
  },
  {
    name: 'store promotions',
    url: '/stores/promotions',
    api: '/api/admin/promotion/list',
    loaded: (page) => page.getByRole('form', { name: 'Счастливые часы' }),
  },
  {
    name: 'category editor',
    url: '/categories/edit/6',
    api: '/api/admin/catalog/category/6',
    loaded: form,
  },
  {
    name: 'product editor',
    url: '/products/edit/5',
    api: '/api/admin/catalog/product/edit/5',
    loaded: form,
  },
  { name: 'news editor', url: '/news/edit/3', api: '/api/admin/news/3', loaded: form },
  { name: 'user editor', url: '/users/edit/12', api: '/api/admin/user/manager/12', loaded: form },
  { name: 'store editor', url: '/stores/list/edit/3', api: '/api/admin/store/3', loaded: form },
  {
    name: 'bartender editor',
    url: '/bartenders/edit/2',
    api: '/api/admin/bartender/2',
    loaded: form,
  },
  { name: 'city editor', url: '/cities/edit/1', api: '/api/admin/city/1', loaded: form },
  {
    name: 'order detail',
    url: '/orders/view/452',
    api: '/api/admin/orders/452',
    loaded: (page) => page.getByRole('region', { name: 'Сведения о заказе' }),
  },
];

/** The texts of an empty answer; none may show for a failed one. */
const EMPTY_TEXTS = /Список пуст|Слайдов нет|Ничего не найдено/;

test.use({ signedIn: true });

// One test per screen, one step per fault (soft assertions, so the report lists every fault a
// screen does not survive). The first fault is met on opening the screen; each next one on
// 'Повторить', which is also how a user meets a second fault, and far cheaper than a reload.
// Once the faults are over, 'Повторить' brings the screen.
test.describe('a failed load is told, never an empty list or a blank form', () => {
  for (const load of loads) {
    test(load.name, async ({ page }) => {
      await page.clock.install();
      const matches = (url: URL) => url.pathname === load.api;
      let fault: Fault | null = null;
      await page.route(matches, (route) =>
        fault && route.request().method() === 'GET' ? fault.answer(route) : route.fallback(),
      );
      // The screen says it where the records would be, and offers to try again there.
      const error = page.getByRole('main').getByRole('alert');
      const retry = error.getByRole('button', { name: 'Повторить' });
      for (const [index, current] of faults.entries()) {
        await test.step(current.name, async () => {
          fault = current;
          const call = page.waitForRequest((request) => matches(new URL(request.url())));
          if (index === 0) await page.goto(load.url);
          else {
            // Errors stay until closed, as a user would close them before trying again.
            await closeAlerts(page);
            await retry.click();
          }
          await call;
          // Settled: the answer is drawn once nothing on the page is busy any more.
          await expectAfterFault(page, current, page.locator('[aria-busy="true"]'), 0);
          await expect.soft(error.filter({ hasText: current.says })).toBeVisible();
          await expect.soft(retry).toBeVisible();
          await expect.soft(page.getByText(EMPTY_TEXTS)).toHaveCount(0);
          await expect.soft(load.loaded(page)).toHaveCount(0);
          await expect.soft(saveButton(page)).toHaveCount(0);
          await expect.soft(page).not.toHaveURL(/\/login/);
          await expect.soft(page.locator('body')).not.toContainText(UNREADABLE);
          // The alerts say it too, until closed.
          await expect
            .soft(alertsRegion(page).getByRole('alert').filter({ hasText: current.says }))
            .toBeVisible();
        });
      }
      await test.step("once the server answers, 'Повторить' brings the screen", async () => {
        fault = null;
        await closeAlerts(page);
        await retry.click();
        await expect(load.loaded(page).first()).toBeVisible();
        await expect(error).toHaveCount(0);
      });
    });
  }
});

type Action = {
  name: string;
  url: string;
  method: string;
  api: string;
  /** Whether the answer's body is read (a saved record) or not (delete, status, sync). */
  readsBody: boolean;
  /** Does the action; returns a check that what the user typed is still there. */
  run: (page: Page) => Promise<(() => Promise<void>) | void>;
};

const actions: Action[] = [
  {
    name: 'save a news item',
    url: '/news/edit/3',
    method: 'POST',
    api: '/api/admin/news',
    readsBody: true,
    run: async (page) => {
      const title = page.getByRole('textbox', { name: 'Заголовок', exact: true });
      await title.fill('Фестиваль пиццы — продлён');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      return () => expect.soft(title).toHaveValue('Фестиваль пиццы — продлён');
    },
  },
  {
    name: 'delete a city',
    url: '/cities',
    method: 'DELETE',
    api: '/api/admin/city/1',
    readsBody: false,
    run: async (page) => {
      await page
        .getByRole('button', { name: /^Удалить: / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Да' }).click();
    },
  },
  {
    name: 'set an order status',
    url: '/orders/view/452',
    method: 'POST',
    api: '/api/admin/orders/452/status/3',
    readsBody: false,
    run: async (page) => {
      await page.getByRole('combobox', { name: 'Статус заказа', exact: true }).click();
      await page.getByRole('option', { name: 'Готов', exact: true }).click();
      await page.getByRole('button', { name: 'Установить статус заказа' }).click();
    },
  },
  {
    name: 'catalogue sync',
    url: '/dashboard',
    method: 'POST',
    api: '/api/admin/catalog/iiko/sync',
    readsBody: false,
    run: async (page) => {
      await page.getByRole('button', { name: 'Синхронизация с iiko' }).click();
    },
  },
  {
    name: 'upload a news image',
    url: '/news/edit/3',
    method: 'POST',
    api: '/api/admin/news/image/save',
    readsBody: true,
    run: async (page) => {
      await page.getByLabel('Добавить изображение').setInputFiles({
        name: 'photo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>',
        ),
      });
    },
  },
];

// One page load per action: after each fault the user closes the alerts and tries again, as
// after a real failure; what was typed must still be there for the next try.
test.describe('a failed action is told, and what was typed stays', () => {
  for (const action of actions) {
    test(action.name, async ({ page }) => {
      const matches = (url: URL) => url.pathname === action.api;
      let fault: Fault | null = null;
      await page.route(matches, (route) =>
        fault && route.request().method() === action.method
          ? fault.answer(route)
          : route.fallback(),
      );
      await page.goto(action.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const current of faults) {
        await test.step(current.name, async () => {
          fault = current;
          await closeAlerts(page);
          const call = page.waitForRequest(
            (request) => request.method() === action.method && matches(new URL(request.url())),
          );
          const stillTyped = await action.run(page);
          await call;
          if (current.isSuccessForVoidCalls && !action.readsBody) {
            await expect.soft(alertsRegion(page).getByRole('status')).toBeVisible();
            await expect.soft(alertsRegion(page).getByRole('alert')).toHaveCount(0);
          } else {
            await expect
              .soft(alertsRegion(page).getByRole('alert').filter({ hasText: current.says }))
              .toBeVisible();
          }
          if (stillTyped) await stillTyped();
          await expect.soft(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect.soft(page).not.toHaveURL(/\/login/);
          await expect.soft(page.locator('body')).not.toContainText(UNREADABLE);
        });
      }
    });
  }
});
