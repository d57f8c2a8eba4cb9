// An order's status set on its page must be what the sandbox holds: on the page after a
// reload, in the orders list and in the sandbox's own answer.
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { sandboxApi } from './support/sandbox-api';
import { settledNavigation } from './support/settle';
import { search, signInThroughUi } from './support/session';
import { successAlert } from '../e2e/support/locators';

const STATUS_LABELS: Record<number, string> = {
  1: 'Создан',
  2: 'Впроцессе',
  3: 'Готов',
  4: 'Отменен',
  5: 'Закрыт',
};

type OrderSummary = { id: number; number: string; orderStatus: number };

const orderStatus = (page: Page) => page.getByRole('combobox', { name: 'Статус заказа' });
const orderRow = (page: Page, number: string) =>
  page
    .getByRole('table', { name: 'Заказы' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number, exact: true }) });

test("an order's new status round-trips to the order page and the list", async ({
  page,
  request,
  snap,
}) => {
  const api = sandboxApi(request);
  const list = await api.get('/api/admin/orders?page=1&pageSize=20');
  expect(list.status).toBe(200);
  const order = (list.body as { items: OrderSummary[] }).items[0];
  if (!order) throw new Error('the sandbox has no orders');
  // 'Готов' and 'Впроцессе' need no confirmation (cancelling does); pick the one it is not.
  const target = order.orderStatus === 3 ? 2 : 3;
  const label = STATUS_LABELS[target] ?? '';

  const nav = settledNavigation(page);
  await signInThroughUi(page);
  await nav.goto(`/orders/view/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Заказ №${order.number}` }),
  ).toBeVisible();
  await expect(orderStatus(page)).toHaveText(STATUS_LABELS[order.orderStatus] ?? '');
  await orderStatus(page).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.getByRole('button', { name: 'Установить статус заказа' }).click();
  await expect(successAlert(page, 'Статус заказа установлен')).toBeVisible();
  await snap(page, 'order-status-set');

  const saved = await api.get(`/api/admin/orders/${order.id}`);
  expect(saved.body).toMatchObject({ id: order.id, orderStatus: target });

  await nav.reload();
  await expect(orderStatus(page)).toHaveText(label);

  await nav.goto('/orders');
  await search(page, order.number);
  await expect(orderRow(page, order.number).getByRole('combobox')).toHaveText(label);
  await nav.reload();
  await expect(orderRow(page, order.number).getByRole('combobox')).toHaveText(label);
  await snap(page, 'order-status-list');
});
