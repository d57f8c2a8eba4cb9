import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { alertsRegion } from './support/locators';

/**
 * Every kind of call the admin makes, against every kind of fault a real server or proxy
 * produces. A fault is survived cleanly when the user is told what happened in readable
 * Russian, a failed load is never drawn as an empty list or an editable form, nothing typed
 * is lost, nothing spins forever and the session stays.
 */

type Fault = {
  name: string;
  /** Answers (or drops) the faulty call. */
  answer: (route: Route) => Promise<void>;
  /** What the user must be told. */
  says: string | RegExp;
  /** A call whose answer is not read (delete, status, sync) succeeds despite an odd body. */
  isSuccessForVoidCalls?: boolean;
};

const ODD_ANSWER = 'Сервер ответил в неожиданном формате';

const faults: Fault[] = [
  {
    name: '500 with a message',
    answer: (route) => route.fulfill({ status: 500, json: { message: 'База данных недоступна' } }),
    says: 'База данных недоступна',
  },
  {
    name: '502 HTML page of a proxy',
    answer: (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
      }),
    says: 'Ошибка сервера (502)',
  },
  {
    name: '503 with an English status text only',
    answer: (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    says: 'Ошибка сервера (503)',
  },
  {
    name: 'network drop',
    answer: (route) => route.abort('failed'),
    says: 'Нет связи с сервером',
  },
  {
    name: "200 with the text 'OK'",
    answer: (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
    says: ODD_ANSWER,
    isSuccessForVoidCalls: true,
  },
  {
    name: '200 with truncated JSON',
    answer: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[{"id":1,' }),
    says: ODD_ANSWER,
    isSuccessForVoidCalls: true,
  },
  {
    name: '200 with an empty body',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    says: ODD_ANSWER,
    isSuccessForVoidCalls: true,
  },
  {
    name: '401 that persists after a successful refresh',
    answer: (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }),
    says: /401/,
  },
];

/** Words that must never reach the user: developer English, raw markup, bare status texts. */
const UNREADABLE =
  /Bad Gateway|Service Unavailable|<html|undefined|Cannot read|Unexpected|SyntaxError|JSON/;

type Load = {
  name: string;
  url: string;
  method?: string;
  /** The pathname of the call whose fault is injected. */
  api: string;
};

const loads: Load[] = [
  { name: 'news list', url: '/news', api: '/api/admin/news/list' },
  { name: 'product list', url: '/products', api: '/api/admin/catalog/product/list' },
  { name: 'order list', url: '/orders', api: '/api/admin/orders' },
  { name: 'user list', url: '/users', api: '/api/admin/user/manager/list' },
  { name: 'city list', url: '/cities', api: '/api/admin/city/list' },
  { name: 'store list', url: '/stores/list', api: '/api/admin/store/list' },
  { name: 'bartender list', url: '/bartenders', api: '/api/admin/bartender/list' },
  { name: 'category tree', url: '/categories', api: '/api/admin/catalog/category/tree' },
  { name: 'sort category tree', url: '/products/sort', api: '/api/admin/catalog/category/tree' },
  { name: 'product sort', url: '/products/sort/5', api: '/api/admin/catalog/category/5/sort' },
  { name: 'filter sort', url: '/products/filters/5', api: '/api/admin/category/filter/5' },
  { name: 'related products', url: '/products/links', api: '/api/admin/catalog/product/links' },
  { name: 'slider', url: '/slider', api: '/api/admin/common/slider' },
  { name: 'store promotions', url: '/stores/promotions', api: '/api/admin/promotion/list' },
  { name: 'category editor', url: '/categories/edit/6', api: '/api/admin/catalog/category/6' },
  { name: 'product editor', url: '/products/edit/5', api: '/api/admin/catalog/product/edit/5' },
  { name: 'news editor', url: '/news/edit/3', api: '/api/admin/news/3' },
  { name: 'user editor', url: '/users/edit/12', api: '/api/admin/user/manager/12' },
  { name: 'store editor', url: '/stores/list/edit/3', api: '/api/admin/store/3' },
  { name: 'bartender editor', url: '/bartenders/edit/2', api: '/api/admin/bartender/2' },
  { name: 'city editor', url: '/cities/edit/1', api: '/api/admin/city/1' },
  { name: 'order detail', url: '/orders/view/452', api: '/api/admin/orders/452' },
];

async function closeAlerts(page: Page) {
  const close = alertsRegion(page).getByRole('button', { name: 'Закрыть' });
  while ((await close.count()) > 0) await close.first().click();
}

const faultHandler = (method: string, fault: Fault) => (route: Route) =>
  route.request().method() === method ? fault.answer(route) : route.fallback();

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

// One test per screen, one step per fault (soft assertions, so the report lists every fault a
// screen does not survive). The first fault is met on opening the screen; each next one on
// 'Повторить', which is also how a user meets a second fault, and far cheaper than a reload.
test.describe('a failed load is told, never an empty list or a blank form', () => {
  for (const load of loads) {
    test(load.name, async ({ page }) => {
      const matches = (url: URL) => url.pathname === load.api;
      const retry = page.getByRole('button', { name: 'Повторить' }).first();
      for (const [index, fault] of faults.entries()) {
        await test.step(fault.name, async () => {
          const handler = faultHandler(load.method ?? 'GET', fault);
          await page.route(matches, handler);
          const call = page.waitForRequest((request) => matches(new URL(request.url())));
          if (index === 0) await page.goto(load.url);
          else {
            // Errors stay until closed, as a user would close them before trying again.
            await closeAlerts(page);
            await retry.click();
          }
          await call;
          // Settled: the answer is drawn once nothing on the page is busy any more.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect.soft(page.getByText(fault.says).first()).toBeVisible();
          await expect.soft(retry).toBeVisible();
          await expect.soft(page.getByText('Список пуст')).toHaveCount(0);
          await expect.soft(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
          await expect.soft(page).not.toHaveURL(/\/login/);
          await expect.soft(page.locator('body')).not.toContainText(UNREADABLE);
          await page.unroute(matches, handler);
        });
      }
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

test.describe('a failed action is told, and what was typed stays', () => {
  for (const action of actions) {
    test(action.name, async ({ page }) => {
      for (const fault of faults) {
        await test.step(fault.name, async () => {
          await page.goto(action.url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const handler = faultHandler(action.method, fault);
          const matches = (url: URL) => url.pathname === action.api;
          await page.route(matches, handler);
          const call = page.waitForRequest(
            (request) => request.method() === action.method && matches(new URL(request.url())),
          );
          const stillTyped = await action.run(page);
          await call;
          if (fault.isSuccessForVoidCalls && !action.readsBody) {
            await expect.soft(alertsRegion(page).getByRole('status')).toBeVisible();
            await expect.soft(alertsRegion(page).getByRole('alert')).toHaveCount(0);
          } else {
            await expect
              .soft(alertsRegion(page).getByRole('alert').filter({ hasText: fault.says }))
              .toBeVisible();
          }
          if (stillTyped) await stillTyped();
          await expect.soft(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect.soft(page).not.toHaveURL(/\/login/);
          await expect.soft(page.locator('body')).not.toContainText(UNREADABLE);
          await page.unroute(matches, handler);
        });
      }
    });
  }
});
