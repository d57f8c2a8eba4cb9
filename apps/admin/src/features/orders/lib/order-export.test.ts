import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportContext, type ExportProgress } from '../../../components/export/export-context';
import { writeCsv } from '../../../lib/csv/write-csv';
import { callsTo, json, on, reply, resetServer } from '../../../test/fake-api';
import { inTimeZone } from '../../../test/time-zone';
import type { Order, OrderSummary } from '../api/queries';
import { orderExport, orderItemsExport } from './order-export';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

// Kaliningrad is UTC+2 all year: a late UTC evening is the next local day.
inTimeZone();

const summary = (id: number, utcDate: string, totalSum: number): OrderSummary => ({
  id,
  number: String(10000 + id),
  utcDate,
  contactName: 'Анна; "Смирнова"',
  contactPhone: '+7 911 456 78 90',
  orderStatus: 2,
  paymentStatus: 4,
  totalSum,
});

const first = summary(1, '2026-11-20T22:30:00Z', 1458.5);
const second = summary(2, '2026-11-18T09:05:07Z', 90);

function serveList(pages: OrderSummary[][]) {
  on('GET /api/admin/orders', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    return json({ pages: pages.length, items: pages[page - 1] ?? [] });
  });
}

function contextOf(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const progress: ExportProgress[] = [];
  const signal = new AbortController().signal;
  const context = exportContext(client, new URLSearchParams(url), signal, (step) =>
    progress.push(step),
  );
  return { context, progress };
}

const rowsOf = (table: Parameters<typeof writeCsv>[0]) =>
  writeCsv(table).slice(1).split('\r\n').slice(0, -1);

beforeEach(() => resetServer());

describe('orderExport', () => {
  it('sends the filters and search with every page, and writes one row per order', async () => {
    // The first order again at the top of page 2: an order placed while the pages were read.
    serveList([[first], [first, second]]);
    const { context, progress } = contextOf('search=100&orderStatus=2&dateFrom=01.11.2026');
    const file = await orderExport(context);

    const sent = callsTo('GET /api/admin/orders').map(
      ({ request }) => new URL(request.url).searchParams,
    );
    expect(sent.map((query) => query.get('page'))).toEqual(['1', '2']);
    for (const query of sent) {
      expect(query.get('search')).toBe('100');
      expect(query.get('orderStatus')).toBe('2');
      expect(query.get('dateFrom')).toBe('2026-10-31T22:00:00.000Z');
      expect(query.has('dateTo')).toBe(false);
    }
    expect(progress).toEqual([
      { done: 1, total: 2, of: 'pages' },
      { done: 2, total: 2, of: 'pages' },
    ]);
    // A side of the date filter left open is 'все'.
    expect(file.name).toBe('заказы_01.11.2026_все.csv');
    expect(rowsOf(file)).toEqual([
      'Номер;Дата;Клиент;Телефон;Статус заказа;Статус оплаты;Сумма',
      `10001;21.11.2026 00:30:00;"Анна; ""Смирнова""";'+7 911 456 78 90;Впроцессе;Возврат оплаты;1458,50`,
      `10002;18.11.2026 11:05:07;"Анна; ""Смирнова""";'+7 911 456 78 90;Впроцессе;Возврат оплаты;90,00`,
    ]);
  });

  it("names an export without a date filter 'заказы_все_все' and writes the header alone for none", async () => {
    serveList([]);
    const empty = await orderExport(contextOf('').context);
    expect(empty.name).toBe('заказы_все_все.csv');
    expect(rowsOf(empty)).toEqual(['Номер;Дата;Клиент;Телефон;Статус заказа;Статус оплаты;Сумма']);
  });
});

describe('orderItemsExport', () => {
  it('fails with the server text when an order cannot be read', async () => {
    serveList([[first, second]]);
    on('GET /api/admin/orders/1', reply({ message: 'Заказ удалён' }, 404));
    on('GET /api/admin/orders/2', reply({ message: 'Заказ удалён' }, 404));
    await expect(orderItemsExport(contextOf('').context)).rejects.toThrow('Заказ удалён');
  });

  it("reads each order and writes one row per item, with the order's number and date", async () => {
    serveList([[first, second]]);
    const detail = (order: OrderSummary, items: Order['items']): Order => ({
      ...order,
      paymentType: 1,
      items,
    });
    on(
      'GET /api/admin/orders/1',
      reply(
        detail(first, [
          {
            name: 'Пицца Маргарита',
            count: 2,
            price: 549,
            productInfo: { id: 7 },
            modificators: [
              { name: 'Двойной сыр', price: 90, count: 2 },
              { name: 'Халапеньо', price: 30.25, count: 1 },
            ],
          },
          { name: 'Морс', count: 1, price: 120, productInfo: { id: 8 }, modificators: [] },
        ]),
      ),
    );
    on('GET /api/admin/orders/2', reply(detail(second, [])));
    const { context, progress } = contextOf('dateFrom=01.11.2026&dateTo=30.11.2026');
    const file = await orderItemsExport(context);

    expect(file.name).toBe('заказы_01.11.2026_30.11.2026_позиции.csv');
    expect(rowsOf(file)).toEqual([
      'Номер;Дата;Продукт;Дополнительно;Количество;Цена;Сумма',
      '10001;21.11.2026 00:30:00;Пицца Маргарита;Двойной сыр × 2, Халапеньо;2;759,25;1518,50',
      '10001;21.11.2026 00:30:00;Морс;;1;120,00;120,00',
    ]);
    expect(progress.at(-1)).toEqual({ done: 2, total: 2, of: 'records' });
  });
});
