import { readFile } from 'node:fs/promises';
import type { Download, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRoutes } from './support/api-routes';
import { hasLoaded } from './support/build';
import { errorAlert } from './support/locators';
import { queryOf, recordRequests } from './support/requests';

/**
 * Exports to CSV for Russian Excel: every page of what the list's filters and search select,
 * read back from the downloaded file row by row; cancel; a failing page; the items of orders.
 */

// Order times are UTC on the server and written in local time: Kaliningrad is UTC+2 all year.
test.use({ timezoneId: 'Europe/Kaliningrad' });

test.use({ signedIn: true });

/** An order's detail, by any id (the list's own URL has no slash after 'orders'). */
const ORDER_DETAIL = '**/api/admin/orders/*';
const FILTERED = '/orders?dateFrom=01.11.2026&dateTo=20.11.2026';

const order = (id: number, utcDate: string, orderStatus: number, totalSum: number) => ({
  id,
  number: String(10000 + id),
  utcDate,
  contactName: id === 3 ? 'Пётр; "Первый"' : 'Анна Смирнова',
  contactPhone: '+7 911 456 78 90',
  orderStatus,
  paymentStatus: 2,
  totalSum,
});

/** Three pages of the filtered list, newest first. */
const PAGES = [
  [order(6, '2026-11-20T21:30:05Z', 1, 1458), order(5, '2026-11-19T09:00:00Z', 2, 90.5)],
  [order(4, '2026-11-10T12:15:30Z', 3, 1234567.89), order(3, '2026-11-05T07:00:00Z', 4, 0)],
  [order(2, '2026-11-01T10:00:00Z', 5, 549.99)],
];

type Served = { hold?: number; fail?: number };

/**
 * Answers the order list with PAGES by the page asked for. `hold` keeps that page's answer until
 * the returned release(); `fail` answers that page with a 500 and the server's text.
 */
async function serveOrderPages(page: Page, { hold, fail }: Served = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(apiRoutes.orderList, async (route: Route) => {
    const number = Number(queryOf(route.request()).get('page'));
    if (number === hold) await released;
    if (number === fail) {
      await route.fulfill({ status: 500, json: { message: 'База заказов недоступна' } });
      return;
    }
    await route.fulfill({ json: { pages: PAGES.length, items: PAGES[number - 1] ?? [] } });
  });
  return { release };
}

const exportButton = (page: Page, name = 'Экспорт') =>
  page.getByRole('button', { name, exact: true });
const progressDialog = (page: Page, name = 'Экспорт') => page.getByRole('dialog', { name });
/** Whether the export code has been loaded into the page. */
const exportCodeLoaded = (page: Page) => hasLoaded(page, 'src/components/export/export-dialog.tsx');

/** The downloaded file: its bytes, its name, and its rows split at CRLF (the BOM left out). */
async function readDownload(download: Download) {
  const bytes = await readFile(await download.path());
  const text = bytes.toString('utf8');
  return {
    name: download.suggestedFilename(),
    bytes,
    text,
    rows: text.slice(1).split('\r\n'),
  };
}

test('exports every page of a date-filtered order list as a CSV for Russian Excel', async ({
  page,
}) => {
  await serveOrderPages(page);
  const lists = recordRequests(
    page,
    (request) => new URL(request.url()).pathname === '/api/admin/orders',
  );
  await page.goto(FILTERED);
  await expect(page.getByRole('link', { name: '10006', exact: true })).toBeVisible();
  // The lists do not load the export code until an export is asked for.
  expect(await exportCodeLoaded(page)).toBe(false);
  const shown = lists.length;

  const downloading = page.waitForEvent('download');
  await exportButton(page).click();
  const file = await readDownload(await downloading);
  expect(await exportCodeLoaded(page)).toBe(true);

  // Every page, each with the list's filter: the chosen days in local time, as UTC instants.
  const sent = lists.slice(shown).map(queryOf);
  expect(sent.map((query) => query.get('page'))).toEqual(['1', '2', '3']);
  for (const query of sent) {
    expect(query.get('dateFrom')).toBe('2026-10-31T22:00:00.000Z');
    expect(query.get('dateTo')).toBe('2026-11-20T21:59:59.999Z');
  }

  expect(file.name).toBe('заказы_01.11.2026_20.11.2026.csv');
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(file.text.endsWith('\r\n')).toBe(true);
  expect(file.rows).toEqual([
    'Номер;Дата;Клиент;Телефон;Статус заказа;Статус оплаты;Сумма',
    "10006;20.11.2026 23:30:05;Анна Смирнова;'+7 911 456 78 90;Создан;Оплачен;1458,00",
    "10005;19.11.2026 11:00:00;Анна Смирнова;'+7 911 456 78 90;Впроцессе;Оплачен;90,50",
    "10004;10.11.2026 14:15:30;Анна Смирнова;'+7 911 456 78 90;Готов;Оплачен;1234567,89",
    `10003;05.11.2026 09:00:00;"Пётр; ""Первый""";'+7 911 456 78 90;Отменен;Оплачен;0,00`,
    "10002;01.11.2026 12:00:00;Анна Смирнова;'+7 911 456 78 90;Закрыт;Оплачен;549,99",
    '',
  ]);
  await expect(progressDialog(page)).toBeHidden();
  await expect(exportButton(page)).toBeFocused();
});

test('cancelling while a page is held stops the export: no further page, no file', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  const held = await serveOrderPages(page, { hold: 2 });
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  const lists = recordRequests(
    page,
    (request) => new URL(request.url()).pathname === '/api/admin/orders',
  );
  await page.goto(FILTERED);
  await expect(page.getByRole('link', { name: '10006', exact: true })).toBeVisible();

  await exportButton(page).click();
  const dialog = progressDialog(page);
  const bar = dialog.getByRole('progressbar', { name: 'Экспорт' });
  await expect(dialog.getByText('Загружено страниц: 1 из 3')).toBeVisible();
  await expect(bar).toHaveAttribute('value', '1');
  await expect(bar).toHaveAttribute('max', '3');
  await expectNoA11yViolations(page);
  await snap(page, 'export-progress');
  await dialog.getByRole('button', { name: 'Отменить' }).click();
  await expect(dialog).toBeHidden();
  const pageTwo = page.waitForResponse(
    (response) => queryOf(response.request()).get('page') === '2',
  );
  held.release();
  await pageTwo;

  // Exported again: had the cancelled run gone on after page 2, it would have read page 3 and
  // handed over a file of its own.
  const downloading = page.waitForEvent('download');
  await exportButton(page).click();
  await downloading;
  const pagesRead = lists.map((request) => queryOf(request).get('page'));
  expect(pagesRead.filter((number) => number === '3')).toHaveLength(1);
  expect(downloads).toHaveLength(1);
  await expect(errorAlert(page)).toHaveCount(0);
});

test('the progress dialog in dark mode passes axe', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  // Dark from the first paint, as a dark system shows it: no colour is caught mid-transition.
  await page.emulateMedia({ colorScheme: 'dark' });
  const held = await serveOrderPages(page, { hold: 2 });
  await page.goto(FILTERED);
  await expect(page.getByRole('link', { name: '10006', exact: true })).toBeVisible();
  await exportButton(page).click();
  await expect(progressDialog(page).getByText('Загружено страниц: 1 из 3')).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'export-progress-dark');
  await progressDialog(page).getByRole('button', { name: 'Отменить' }).click();
  held.release();
});

test("a failing page ends the export with the server's text and no file", async ({ page }) => {
  await serveOrderPages(page, { fail: 2 });
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await page.goto(FILTERED);
  await expect(page.getByRole('link', { name: '10006', exact: true })).toBeVisible();

  await exportButton(page).click();
  await expect(errorAlert(page)).toContainText('База заказов недоступна');
  await expect(progressDialog(page)).toBeHidden();
  // The one alert: the failed read does not add its own.
  await expect(errorAlert(page)).toHaveCount(1);
  expect(downloads).toEqual([]);
  // The export can be asked for again.
  await expect(exportButton(page)).toBeEnabled();
});

test("exports orders' items, reading each order, on a phone", async ({ page, snap }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(apiRoutes.orderList, (route) =>
    route.fulfill({ json: { pages: 1, items: PAGES[0] } }),
  );
  const details = recordRequests(page, (request) =>
    /\/api\/admin\/orders\/\d+$/.test(new URL(request.url()).pathname),
  );
  await page.route(ORDER_DETAIL, (route) => {
    const id = Number(new URL(route.request().url()).pathname.split('/').pop());
    const summary = PAGES[0]?.find((row) => row.id === id);
    const items =
      id === 6
        ? [
            {
              name: 'Пицца Маргарита',
              count: 2,
              price: 549,
              productInfo: { id: 21 },
              modificators: [{ name: 'Двойной сыр', price: 90, count: 2 }],
            },
            { name: 'Морс', count: 1, price: 120.5, productInfo: { id: 22 }, modificators: [] },
          ]
        : [{ name: 'Кофе', count: 3, price: 150, productInfo: { id: 23 }, modificators: [] }];
    return route.fulfill({ json: { ...summary, paymentType: 1, items } });
  });
  await page.goto('/orders?dateFrom=01.11.2026');
  await expect(page.getByRole('link', { name: '10006', exact: true })).toBeVisible();

  await snap(page, 'export-phone');
  const downloading = page.waitForEvent('download');
  await exportButton(page, 'Экспорт с позициями').click();
  const file = await readDownload(await downloading);

  expect(details.map((request) => new URL(request.url()).pathname).sort()).toEqual([
    '/api/admin/orders/5',
    '/api/admin/orders/6',
  ]);
  // The end of the date filter left open.
  expect(file.name).toBe('заказы_01.11.2026_все_позиции.csv');
  expect(file.rows).toEqual([
    'Номер;Дата;Продукт;Дополнительно;Количество;Цена;Сумма',
    '10006;20.11.2026 23:30:05;Пицца Маргарита;Двойной сыр × 2;2;729,00;1458,00',
    '10006;20.11.2026 23:30:05;Морс;;1;120,50;120,50',
    '10005;19.11.2026 11:00:00;Кофе;;3;150,00;450,00',
    '',
  ]);
});

test('exports the products its search finds, every page', async ({ page }) => {
  const products = [
    [
      { id: 1, name: 'Пицца Маргарита', image: null, isPublished: true },
      { id: 2, name: '=Пицца "Острая"', image: null, isPublished: false },
    ],
    [{ id: 3, name: 'Пицца; четыре сыра', image: null, isPublished: true }],
  ];
  const lists = recordRequests(
    page,
    (request) => new URL(request.url()).pathname === '/api/admin/catalog/product/list',
  );
  await page.route(apiRoutes.productList, (route) => {
    const number = Number(queryOf(route.request()).get('page'));
    return route.fulfill({ json: { pages: 2, items: products[number - 1] ?? [] } });
  });
  await page.goto('/products?search=%D0%9F%D0%B8%D1%86%D1%86%D0%B0');
  await expect(page.getByRole('link', { name: 'Пицца Маргарита' })).toBeVisible();
  const shown = lists.length;

  const downloading = page.waitForEvent('download');
  await exportButton(page).click();
  const file = await readDownload(await downloading);

  const sent = lists.slice(shown).map(queryOf);
  expect(sent.map((query) => [query.get('page'), query.get('search')])).toEqual([
    ['1', 'Пицца'],
    ['2', 'Пицца'],
  ]);
  const today = await page.evaluate(() => new Date().toLocaleDateString('ru-RU'));
  expect(file.name).toBe(`продукты_${today}.csv`);
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(file.rows).toEqual([
    'Название;Опубликован',
    'Пицца Маргарита;Да',
    `"'=Пицца ""Острая""";Нет`,
    '"Пицца; четыре сыра";Да',
    '',
  ]);
});
