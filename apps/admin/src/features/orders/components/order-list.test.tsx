import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DatesModule from '../../../lib/dates';
import { calls, callsTo, json, on, resetServer } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { parseSeen, readSeenText } from '../lib/seen-orders';
import { LIST, orderRows } from '../test/orders-page';
import { inTimeZone } from '../../../test/time-zone';
import { OrderList } from './order-list';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

// Counts the rows drawn: the date cell formats its order's date once per drawing.
const drawn = vi.hoisted(() => ({ dateCells: 0 }));
vi.mock('../../../lib/dates', async (importOriginal) => {
  const actual: typeof DatesModule = await importOriginal();
  return {
    ...actual,
    formatDateTimeSeconds: (value: string | null | undefined) => {
      drawn.dateCells += 1;
      return actual.formatDateTimeSeconds(value);
    },
  };
});

// Kaliningrad is UTC+2 all year: the days sent are easy to check.
inTimeZone();

let served = { pages: 3, items: orderRows };
const commits = { count: 0 };

function show(url = '/orders') {
  return renderRoutes(
    [
      {
        path: '/orders',
        element: (
          <>
            <Profiler id="orders" onRender={() => void (commits.count += 1)}>
              <OrderList />
            </Profiler>
            <LocationProbe />
          </>
        ),
      },
    ],
    url,
  );
}

const lastQuery = () => new URL(callsTo(LIST).at(-1)?.request.url ?? 'http://x').searchParams;
const location = () => screen.getByTestId('location').textContent;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Radix Select is slow in jsdom on a busy machine.
describe('OrderList', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetServer();
    localStorage.clear();
    served = { pages: 3, items: orderRows };
    on(LIST, () => json(served));
  });

  it('filters by order and payment status from page 1, keeping the filters in the URL', async () => {
    const user = userEvent.setup();
    show('/orders?page=3&search=104');
    await screen.findByRole('link', { name: '10452' });
    expect(lastQuery().get('orderStatus')).toBeNull();

    await choose(user, 'Статус заказа', 'Отменен');
    await waitFor(() => expect(lastQuery().get('orderStatus')).toBe('4'));
    expect(lastQuery().get('page')).toBe('1');
    expect(lastQuery().get('search')).toBe('104');
    expect(location()).toBe('/orders?search=104&orderStatus=4');

    await choose(user, 'Статус оплаты', 'Возврат оплаты');
    await waitFor(() => expect(lastQuery().get('paymentStatus')).toBe('4'));
    expect(lastQuery().get('orderStatus')).toBe('4');
    expect(location()).toBe('/orders?search=104&orderStatus=4&paymentStatus=4');

    // 'Все' takes the filter away, from the call and from the URL.
    await choose(user, 'Статус заказа', 'Все');
    await waitFor(() => expect(lastQuery().get('orderStatus')).toBeNull());
    expect(location()).toBe('/orders?search=104&paymentStatus=4');
  });

  it('sends a day range from the start of the first day to the end of the last', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('link', { name: '10452' });

    await user.type(screen.getByRole('textbox', { name: 'Дата с' }), '01112026');
    await waitFor(() => expect(lastQuery().get('dateFrom')).toBe('2026-10-31T22:00:00.000Z'));
    expect(location()).toBe('/orders?dateFrom=01.11.2026');

    // Half typed: the field says what is missing, and nothing is sent.
    const to = screen.getByRole('textbox', { name: 'Дата по' });
    const before = callsTo(LIST).length;
    await user.type(to, '2011');
    expect(to).toHaveAccessibleDescription('Дата введена не полностью: дд.мм.гггг');
    expect(callsTo(LIST)).toHaveLength(before);
    expect(location()).toBe('/orders?dateFrom=01.11.2026');

    await user.type(to, '2026');
    await waitFor(() => expect(lastQuery().get('dateTo')).toBe('2026-11-20T21:59:59.999Z'));
    expect(to).not.toHaveAccessibleDescription();
    expect(location()).toBe('/orders?dateFrom=01.11.2026&dateTo=20.11.2026');

    await user.clear(to);
    await waitFor(() => expect(location()).toBe('/orders?dateFrom=01.11.2026'));
  });

  it('reads the filters from the URL, and shows them again on back and forward', async () => {
    const { router } = show('/orders?orderStatus=4&dateFrom=01.11.2026');
    await screen.findByRole('link', { name: '10452' });
    // Besides the first page, read for the seen mark: the filtered page.
    const filtered = callsTo(LIST).map((call) => new URL(call.request.url).searchParams);
    expect(
      filtered.filter(
        (query) =>
          query.get('orderStatus') === '4' && query.get('dateFrom') === '2026-10-31T22:00:00.000Z',
      ),
    ).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Статус заказа' })).toHaveTextContent('Отменен');
    expect(screen.getByRole('textbox', { name: 'Дата с' })).toHaveValue('01.11.2026');

    await act(() => router.navigate('/orders?paymentStatus=2&dateFrom=05.11.2026'));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('textbox', { name: 'Дата с' })).toHaveValue('01.11.2026');
    await act(() => router.navigate(1));
    expect(screen.getByRole('textbox', { name: 'Дата с' })).toHaveValue('05.11.2026');
    expect(screen.getByRole('combobox', { name: 'Статус оплаты' })).toHaveTextContent('Оплачен');
    expect(screen.getByRole('combobox', { name: 'Статус заказа' })).toHaveTextContent('Все');
  });

  it('does not draw unchanged rows again when the same page comes back', async () => {
    const { queryClient } = show();
    const table = await screen.findByRole('table', { name: 'Заказы' });
    await within(table).findByRole('link', { name: '10452' });
    await waitFor(() => expect(drawn.dateCells).toBeGreaterThanOrEqual(3));
    // The seen mark reads the first page on its own: on a busy machine it answers after the rows.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    // The same answer again, as the new-orders check gets it every 30 s.
    served = { pages: 3, items: orderRows.map((order) => ({ ...order })) };
    drawn.dateCells = 0;
    commits.count = 0;
    const fetched = callsTo(LIST).length;
    await act(() => queryClient.refetchQueries({ queryKey: ['orders', 'list'] }));
    expect(callsTo(LIST).length).toBeGreaterThan(fetched);
    expect(drawn.dateCells).toBe(0);
    expect(commits.count).toBe(0);

    // One order changed: only its row is drawn again.
    served = {
      pages: 3,
      items: orderRows.map((order) => (order.id === 451 ? { ...order, orderStatus: 3 } : order)),
    };
    await act(() => queryClient.refetchQueries({ queryKey: ['orders', 'list'] }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Статус заказа №10451' })).toHaveTextContent(
        'Готов',
      ),
    );
    expect(commits.count).toBeGreaterThan(0);
    expect(drawn.dateCells).toBe(1);
  });

  it('counts the newest order of the first page as seen once the list is open', async () => {
    show('/orders?orderStatus=2');
    await screen.findByRole('link', { name: '10452' });
    // The filtered view asks for its page; the first page is read for the seen mark.
    await waitFor(() =>
      expect(parseSeen(readSeenText())).toEqual({ id: 452, utcDate: orderRows[0]?.utcDate }),
    );
    expect(calls.some((call) => call.request.url.includes('orderStatus=2'))).toBe(true);
  });
});
