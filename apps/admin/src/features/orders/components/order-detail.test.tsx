import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, on, reply, resetServer, serverError } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { OrderDetail } from './order-detail';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const order = {
  id: 452,
  number: '10452',
  utcDate: '2026-11-20T09:30:00.000Z',
  contactName: 'Анна Смирнова',
  contactPhone: '+7 911 456 78 90',
  orderStatus: 1,
  paymentStatus: 2,
  paymentType: 1,
  totalSum: 909,
  comment: null,
  items: [
    {
      name: 'Пицца Маргарита',
      count: 1,
      price: 549,
      productInfo: { id: 21 },
      modificators: [{ name: '30 см', price: 150, count: 1 }],
    },
  ],
};

const GET = 'GET /api/admin/orders/452';
const statusCall = (status: number) => `POST /api/admin/orders/452/status/${status}` as const;
const paymentCall = (status: number) =>
  `POST /api/admin/orders/452/payment/status/${status}` as const;

const show = () =>
  renderRoutes(
    [{ path: '/orders/view/:id', element: <OrderDetail id={452} /> }],
    '/orders/view/452',
  );

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Radix Select and dialogs are slow in jsdom on a busy machine.
describe('OrderDetail', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetServer();
    on(GET, reply(order));
    for (const status of [1, 2, 3, 4, 5])
      on(statusCall(status), () => new Response(null, { status: 204 }));
    for (const status of [1, 2, 3, 4])
      on(paymentCall(status), () => new Response(null, { status: 204 }));
  });

  it("asks 'Отменить заказ №10452?' before cancelling; declining sends nothing", async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { name: 'Заказ №10452' });
    await choose(user, 'Статус заказа', 'Отменен');
    await user.click(screen.getByRole('button', { name: 'Установить статус заказа' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Отменить заказ №10452?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(statusCall(4))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Установить статус заказа' }));
    const again = await screen.findByRole('alertdialog', { name: 'Отменить заказ №10452?' });
    await user.click(within(again).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(callsTo(statusCall(4))).toHaveLength(1));
  });

  it("asks 'Оформить возврат оплаты по заказу №10452?' before a refund", async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { name: 'Заказ №10452' });
    await choose(user, 'Статус оплаты', 'Возврат оплаты');
    await user.click(screen.getByRole('button', { name: 'Установить статус оплаты' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Оформить возврат оплаты по заказу №10452?',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(callsTo(paymentCall(4))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Установить статус оплаты' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Да' }),
    );
    await waitFor(() => expect(callsTo(paymentCall(4))).toHaveLength(1));
  });

  it('sets the other statuses at once, without asking', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { name: 'Заказ №10452' });
    await choose(user, 'Статус заказа', 'Закрыт');
    await user.click(screen.getByRole('button', { name: 'Установить статус заказа' }));
    await waitFor(() => expect(callsTo(statusCall(5))).toHaveLength(1));
    await choose(user, 'Статус оплаты', 'Отменен');
    await user.click(screen.getByRole('button', { name: 'Установить статус оплаты' }));
    await waitFor(() => expect(callsTo(paymentCall(3))).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows an item that came without product or modifiers, and null texts, as blanks', async () => {
    const [item] = order.items;
    on(
      GET,
      reply({
        ...order,
        contactName: null,
        paymentType: null,
        items: [{ ...item, productInfo: null, modificators: null }],
      }),
    );
    show();
    const table = await screen.findByRole('table', { name: 'Состав заказа' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Пицца Маргарита');
    expect(row).toHaveTextContent('549.00');
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Сведения о заказе' });
    expect(panel).not.toHaveTextContent('null');
    // Part of the order inside <main>: no complementary landmark nested there (axe).
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows an order whose item list is null, with its total', async () => {
    on(GET, reply({ ...order, items: null, comment: null }));
    show();
    const table = await screen.findByRole('table', { name: 'Состав заказа' });
    // The header, the empty list's row and the total.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('Список пуст');
    expect(table).toHaveTextContent('909.00');
    expect(screen.getByRole('region', { name: 'Сведения о заказе' })).toHaveTextContent(
      'Анна Смирнова',
    );
  });

  it("a failed load says what happened and offers 'Повторить'", async () => {
    const user = userEvent.setup();
    on(GET, () => serverError());
    show();
    const screenArea = within(await screen.findByRole('region', { name: 'Заказы' }));
    expect(await screenArea.findByRole('alert')).toHaveTextContent('Внутренняя ошибка сервера');
    expect(screenArea.queryByRole('table')).not.toBeInTheDocument();

    on(GET, reply(order));
    await user.click(screenArea.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table', { name: 'Состав заказа' })).toBeInTheDocument();
    expect(screenArea.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a missing order says 'Запись не найдена', with nothing to retry", async () => {
    on(GET, () => json({ message: 'Not Found' }, 404));
    show();
    const screenArea = within(await screen.findByRole('region', { name: 'Заказы' }));
    expect(await screenArea.findByRole('alert')).toHaveTextContent('Запись не найдена');
    expect(screenArea.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
