import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, on, resetServer, serverError } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { LIST, orderRows } from '../test/orders-page';
import { OrderList } from './order-list';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const statusCall = (id: number, status: number) =>
  `POST /api/admin/orders/${id}/status/${status}` as const;
let rows = orderRows;

const show = () => renderRoutes([{ path: '/orders', element: <OrderList /> }], '/orders');
const rowSelect = (number: string) =>
  screen.getByRole('combobox', { name: `Статус заказа №${number}` });

async function chooseInRow(
  user: ReturnType<typeof userEvent.setup>,
  number: string,
  option: string,
) {
  await user.click(rowSelect(number));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Radix Select and dialogs are slow in jsdom on a busy machine.
describe('the status of a row', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetServer();
    rows = orderRows;
    on(LIST, () => json({ pages: 1, items: rows }));
  });

  it("asks before 'Отменен' as the order page does, then sets it and shows the reloaded row", async () => {
    const user = userEvent.setup();
    on(statusCall(452, 4), () => {
      rows = rows.map((order) => (order.id === 452 ? { ...order, orderStatus: 4 } : order));
      return new Response(null, { status: 204 });
    });
    const { alerts } = show();
    await screen.findByRole('link', { name: '10452' });
    expect(rowSelect('10452')).toHaveTextContent('Создан');

    await chooseInRow(user, '10452', 'Отменен');
    const dialog = await screen.findByRole('alertdialog', { name: 'Отменить заказ №10452?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(statusCall(452, 4))).toHaveLength(0);
    expect(rowSelect('10452')).toHaveTextContent('Создан');

    const listLoads = callsTo(LIST).length;
    await chooseInRow(user, '10452', 'Отменен');
    const again = await screen.findByRole('alertdialog', { name: 'Отменить заказ №10452?' });
    await user.click(within(again).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(callsTo(statusCall(452, 4))).toHaveLength(1));
    await waitFor(() => expect(rowSelect('10452')).toHaveTextContent('Отменен'));
    expect(callsTo(LIST).length).toBeGreaterThan(listLoads);
    expect(rowSelect('10452').closest('tr')).toHaveClass('bg-status-4');
    expect(alerts.getSnapshot()).toMatchObject([
      { type: 'success', text: 'Статус заказа установлен' },
    ]);
  });

  it('sets any other status at once', async () => {
    const user = userEvent.setup();
    on(statusCall(450, 5), () => new Response(null, { status: 204 }));
    show();
    await screen.findByRole('link', { name: '10450' });
    await chooseInRow(user, '10450', 'Закрыт');
    await waitFor(() => expect(callsTo(statusCall(450, 5))).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the old status and says why when setting it fails', async () => {
    const user = userEvent.setup();
    on(statusCall(451, 3), () => serverError());
    const { alerts } = show();
    await screen.findByRole('link', { name: '10451' });
    await chooseInRow(user, '10451', 'Готов');
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'error', text: 'Внутренняя ошибка сервера' },
      ]),
    );
    expect(callsTo(statusCall(451, 3))).toHaveLength(1);
    await waitFor(() => expect(rowSelect('10451')).toHaveTextContent('Впроцессе'));
    expect(rowSelect('10451')).toBeEnabled();
  });
});
