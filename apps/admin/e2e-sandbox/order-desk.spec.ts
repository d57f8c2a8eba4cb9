// The order desk against the sandbox: the list's filters are applied by the server (the rows
// are those the sandbox itself answers for the same filters), and a status set from a row is
// what the sandbox then holds.
import { expect, test } from '../e2e/fixtures';
import { sandboxApi } from './support/sandbox-api';
import { settledNavigation } from './support/settle';
import { signInThroughUi } from './support/session';
import { successAlert } from '../e2e/support/locators';
import { choose } from '../e2e/support/controls';

// Kaliningrad is UTC+2 all year: a chosen day runs from 22:00 UTC the day before.
test.use({ timezoneId: 'Europe/Kaliningrad' });
const OFFSET_MS = 2 * 3600_000;
const DAY_MS = 24 * 3600_000;

type OrderSummary = { id: number; number: string; utcDate: string; orderStatus: number };
type OrderPage = { pages: number; items: OrderSummary[] };

test('the sandbox filters by status and day as the admin asks; a row status set there sticks', async ({
  page,
  request,
  snap,
}) => {
  const api = sandboxApi(request);
  const all = (await api.get('/api/admin/orders?page=1&pageSize=1000')).body as OrderPage;
  // A closed order of some days ago: the other tests change only the newest orders.
  const target = all.items.find(
    (order) => order.orderStatus === 5 && Date.parse(order.utcDate) < Date.now() - 3 * DAY_MS,
  );
  if (!target) throw new Error('the sandbox has no closed order older than three days');
  const day = new Date(Date.parse(target.utcDate) + OFFSET_MS).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  const shown = `${date}.${month}.${year}`;
  const dayStart = Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS;
  const query = new URLSearchParams({
    page: '1',
    pageSize: '20',
    orderStatus: '5',
    dateFrom: new Date(dayStart).toISOString(),
    dateTo: new Date(dayStart + DAY_MS - 1).toISOString(),
  });
  const expected = ((await api.get(`/api/admin/orders?${query}`)).body as OrderPage).items;
  expect(expected.map((order) => order.id)).toContain(target.id);

  const nav = settledNavigation(page);
  await signInThroughUi(page);
  await nav.goto('/orders');
  await choose(page, 'Статус заказа', 'Закрыт');
  // Digits in one input event (the mask adds the dots): key by key, the mask can drop one.
  await page.getByRole('textbox', { name: 'Дата с' }).fill(`${date}${month}${year}`);
  await page.getByRole('textbox', { name: 'Дата по' }).fill(`${date}${month}${year}`);
  await expect(page).toHaveURL(`/orders?orderStatus=5&dateFrom=${shown}&dateTo=${shown}`);

  const numbers = page.getByRole('table', { name: 'Заказы' }).getByRole('link');
  await expect(numbers).toHaveText(expected.map((order) => order.number));
  await snap(page, 'order-desk-sandbox-filters');
  await nav.reload();
  await expect(numbers).toHaveText(expected.map((order) => order.number));

  // 'Готов' asks nothing; the order then no longer matches 'Закрыт' and leaves the list.
  await page
    .getByRole('combobox', { name: `Статус заказа №${target.number}`, exact: true })
    .click();
  await page.getByRole('option', { name: 'Готов', exact: true }).click();
  await expect(successAlert(page, 'Статус заказа установлен')).toBeVisible();
  await expect(page.getByRole('link', { name: target.number, exact: true })).toHaveCount(0);
  expect((await api.get(`/api/admin/orders/${target.id}`)).body).toMatchObject({ orderStatus: 3 });
});
