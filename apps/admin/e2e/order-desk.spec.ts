import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { replaceMasked } from './support/masked';
import { apiRoutes } from './support/api-routes';
import { isCall, preferStatus, recordRequests } from './support/requests';
import { alertsRegion, mainMenu } from './support/locators';
import { choose } from './support/controls';

/**
 * The order desk: the list's filters (in the URL, sent to the server), the order status set
 * from a row, and the count of new orders on the menu and in the tab title.
 */

// Order times are UTC on the server and shown in local time: Kaliningrad is UTC+2 all year.
test.use({ timezoneId: 'Europe/Kaliningrad', signedIn: true });

const LIST = '/api/admin/orders';
const SEEN_KEY = 'orders.newestSeen';

type Row = {
  id: number;
  number: string;
  utcDate: string;
  contactName: string;
  contactPhone: string;
  orderStatus: number;
  paymentStatus: number;
  totalSum: number;
};

const order = (id: number, utcDate: string, orderStatus = 1): Row => ({
  id,
  number: String(10000 + id),
  utcDate,
  contactName: 'Анна Смирнова',
  contactPhone: '+7 911 456 78 90',
  orderStatus,
  paymentStatus: 1,
  totalSum: 1000 + id,
});

const baseRows: Row[] = [
  order(452, '2026-11-20T09:30:00.000Z', 1),
  order(451, '2026-11-20T08:55:00.000Z', 2),
  order(450, '2026-11-20T08:12:00.000Z', 3),
];

/** Serves the list from `rows()` instead of the mock's example, so a test decides what is new. */
async function serveRows(page: Page, rows: () => Row[]) {
  await page.route(apiRoutes.orderList, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { pages: 1, items: rows() } })
      : route.fallback(),
  );
}

const queryOf = (request: Request | undefined) =>
  new URL(request?.url() ?? 'http://x').searchParams;
const statusSelect = (page: Page, number: string) =>
  page.getByRole('combobox', { name: `Статус заказа №${number}`, exact: true });
const ordersLink = (page: Page) => mainMenu(page).getByRole('link', { name: /^Заказы/ });

test('filters by statuses and days from page 1, in the URL; reload and back/forward keep them', async ({
  page,
  snap,
  expectNoA11yViolations,
}) => {
  const lists = recordRequests(page, isCall('GET', LIST));
  await page.goto('/orders?page=2');
  await expect(page.getByRole('link', { name: '10452', exact: true })).toBeVisible();

  await choose(page, 'Статус заказа', 'Отменен');
  await expect(page).toHaveURL(/\/orders\?orderStatus=4$/);
  await expect.poll(() => queryOf(lists.at(-1)).get('orderStatus')).toBe('4');
  expect(queryOf(lists.at(-1)).get('page')).toBe('1');

  await choose(page, 'Статус оплаты', 'Возврат оплаты');
  await expect.poll(() => queryOf(lists.at(-1)).get('paymentStatus')).toBe('4');

  // Digits in one input event (the mask adds the dots): key by key, the mask library can drop
  // a key on a busy machine.
  await page.getByRole('textbox', { name: 'Дата с' }).fill('01112026');
  await expect.poll(() => queryOf(lists.at(-1)).get('dateFrom')).toBe('2026-10-31T22:00:00.000Z');

  // Half typed: the field says what is missing and nothing is sent; once whole, one call.
  const to = page.getByRole('textbox', { name: 'Дата по' });
  await to.fill('2011');
  await expect(to).toHaveValue('20.11');
  await expect(to).toHaveAccessibleDescription('Дата введена не полностью: дд.мм.гггг');
  const sent = lists.length;
  await replaceMasked(to, '20112026');
  await expect.poll(() => queryOf(lists.at(-1)).get('dateTo')).toBe('2026-11-20T21:59:59.999Z');
  expect(lists).toHaveLength(sent + 1);
  const all = queryOf(lists.at(-1));
  expect([all.get('orderStatus'), all.get('paymentStatus'), all.get('page')]).toEqual([
    '4',
    '4',
    '1',
  ]);
  expect(all.get('dateFrom')).toBe('2026-10-31T22:00:00.000Z');
  await expect(page).toHaveURL(
    /\/orders\?orderStatus=4&paymentStatus=4&dateFrom=01\.11\.2026&dateTo=20\.11\.2026$/,
  );
  // The mock validates every parameter against the contract: a bad one would be an alert.
  await expect(page.getByRole('link', { name: '10452', exact: true })).toBeVisible();
  await expect(alertsRegion(page).getByRole('alert')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snap(page, 'order-desk-filters');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Статус заказа', exact: true })).toHaveText(
    'Отменен',
  );
  await expect(page.getByRole('combobox', { name: 'Статус оплаты', exact: true })).toHaveText(
    'Возврат оплаты',
  );
  await expect(page.getByRole('textbox', { name: 'Дата с' })).toHaveValue('01.11.2026');
  await expect(to).toHaveValue('20.11.2026');
  const withDateTo = () =>
    lists.filter((request) => queryOf(request).get('dateTo') === '2026-11-20T21:59:59.999Z');
  await expect.poll(() => withDateTo().length).toBe(2);

  await page.goBack();
  await expect(page).toHaveURL(/\/orders\?orderStatus=4&paymentStatus=4&dateFrom=01\.11\.2026$/);
  await expect(to).toHaveValue('');
  await page.goForward();
  await expect(to).toHaveValue('20.11.2026');
});

test('sets the order status from its row: asks before cancelling, reloads the row, keeps the old status on failure', async ({
  page,
}) => {
  let rows = baseRows;
  await serveRows(page, () => rows);
  await preferStatus(page, '**/api/admin/orders/451/status/*', 500);
  const posts = recordRequests(page, (request) => request.method() === 'POST');
  const lists = recordRequests(page, isCall('GET', LIST));
  await page.goto('/orders');

  const cancelled = statusSelect(page, '10452');
  await expect(cancelled).toHaveText('Создан');
  await cancelled.click();
  await page.getByRole('option', { name: 'Отменен', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Отменить заказ №10452?' });
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(0);
  await expect(cancelled).toHaveText('Создан');

  await cancelled.click();
  await page.getByRole('option', { name: 'Отменен', exact: true }).click();
  // The server now holds the new status: the reloaded list must show it.
  rows = rows.map((row) => (row.id === 452 ? { ...row, orderStatus: 4 } : row));
  const loadsBefore = lists.length;
  const setCall = page.waitForRequest(isCall('POST', '/api/admin/orders/452/status/4'));
  await dialog.getByRole('button', { name: 'Да' }).click();
  expect((await setCall).postData()).toBeNull();
  await expect(alertsRegion(page).getByRole('status')).toContainText('Статус заказа установлен');
  await expect(cancelled).toHaveText('Отменен');
  await expect(cancelled.locator('xpath=ancestor::tr')).toHaveClass(/\bbg-status-4\b/);
  expect(lists.length).toBeGreaterThan(loadsBefore);

  // 'Готов' needs no question; the server refuses it: the row keeps 'Впроцессе'.
  const failing = statusSelect(page, '10451');
  await failing.click();
  await page.getByRole('option', { name: 'Готов', exact: true }).click();
  await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  await expect(failing).toHaveText('Впроцессе');
  await expect(failing).toBeEnabled();
  expect(posts.map((request) => new URL(request.url()).pathname)).toEqual([
    '/api/admin/orders/452/status/4',
    '/api/admin/orders/451/status/3',
  ]);
});

test('counts new orders every 30 s while the tab is visible, on the menu and in the title; opening the list clears them', async ({
  page,
  snap,
}) => {
  await page.clock.install();
  // The browser has seen order 450 on the list before (once: a reload must not undo a clear).
  await page.addInitScript(
    ({ key, seen }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, seen);
    },
    { key: SEEN_KEY, seen: JSON.stringify({ id: 450, utcDate: '2026-11-20T08:12:00.000Z' }) },
  );
  let rows = baseRows;
  await serveRows(page, () => rows);
  const lists = recordRequests(page, isCall('GET', LIST));

  await page.goto('/dashboard');
  await expect(ordersLink(page)).toHaveAccessibleName('Заказы 2 новых');
  await expect(page).toHaveTitle(/^\(2\) Главная — /);

  rows = [order(453, '2026-11-20T09:41:00.000Z'), ...rows];
  await page.clock.fastForward(30_000);
  await expect(ordersLink(page)).toHaveAccessibleName('Заказы 3 новых');
  await expect(page).toHaveTitle(/^\(3\) /);

  // A hidden tab asks nothing; visible again, the next tick asks once.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  rows = [order(454, '2026-11-20T09:50:00.000Z'), ...rows];
  const beforeHidden = lists.length;
  await page.clock.runFor(95_000);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'visible',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(ordersLink(page)).toHaveAccessibleName('Заказы 3 новых');
  await page.clock.runFor(30_000);
  await expect(ordersLink(page)).toHaveAccessibleName('Заказы 4 новых');
  expect(lists).toHaveLength(beforeHidden + 1);
  await snap(page, 'order-desk-badge');

  await ordersLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  await expect(ordersLink(page)).toHaveAccessibleName('Заказы');
  await expect(page).toHaveTitle(/^Заказы — /);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await expect.poll(() => lists.length).toBeGreaterThan(beforeHidden + 1);
  await expect(ordersLink(page)).toHaveAccessibleName('Заказы');
});

test('a check that brings the same orders leaves the open list alone; a changed order redraws only its row', async ({
  page,
}) => {
  await page.clock.install();
  let rows = baseRows;
  await serveRows(page, () => rows.map((row) => ({ ...row })));
  const lists = recordRequests(page, isCall('GET', LIST));
  await page.goto('/orders');
  await expect(statusSelect(page, '10450')).toHaveText('Готов');

  // Every change to the table's DOM from here on, with the row it happened in.
  await page.locator('[data-slot="data-table"]').evaluate((table) => {
    const touched: string[] = [];
    (window as unknown as { touched: string[] }).touched = touched;
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const link = node?.closest('tr')?.querySelector('a');
        touched.push(link?.textContent ?? `outside a row: ${node?.outerHTML.slice(0, 80)}`);
      }
    }).observe(table, { subtree: true, childList: true, attributes: true, characterData: true });
  });

  const identical = lists.length;
  await page.clock.fastForward(30_000);
  await expect.poll(() => lists.length).toBe(identical + 1);

  rows = rows.map((row) => (row.id === 451 ? { ...row, orderStatus: 5 } : row));
  // A tick that comes while the previous check is still answering joins that check, so let the
  // clock run on until a check brings the changed order (each further one brings it unchanged).
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(statusSelect(page, '10451')).toHaveText('Закрыт', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const touched = await page.evaluate(() => (window as unknown as { touched: string[] }).touched);
  expect(touched.length).toBeGreaterThan(0);
  expect(new Set(touched)).toEqual(new Set(['10451']));
});
