import { describe, expect, it } from 'vitest';
import * as schemas from '@shop/api-client/schemas';
import type { OrderRecord } from './data';
import { createTestSandbox } from './test/harness';

const ORDERS = '/api/admin/orders';

async function setUp() {
  const sandbox = createTestSandbox();
  const api = await sandbox.admin();
  const orders = sandbox.state.data.orders;
  /** The ids the list answers for these filters, every page at once. */
  const listed = async (query: Record<string, string>) => {
    const params = new URLSearchParams({ pageSize: '1000', ...query });
    const reply = await api.get(`${ORDERS}?${params}`);
    expect(reply.status).toBe(200);
    return schemas.zListOrdersResponse.parse(reply.body).items.map((order) => order.id);
  };
  /** The ids the seed holds that match, newest first as the list sorts them. */
  const expected = (keep: (order: OrderRecord) => boolean) =>
    orders
      .filter(keep)
      .sort((a, b) => Date.parse(b.utcDate) - Date.parse(a.utcDate) || b.id - a.id)
      .map((order) => order.id);
  return { sandbox, api, orders, listed, expected };
}

describe('order filters', () => {
  it('filters by order status and by payment status, each and both', async () => {
    const { listed, expected } = await setUp();
    const cancelled = await listed({ orderStatus: '4' });
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled).toEqual(expected((order) => order.orderStatus === 4));

    expect(await listed({ paymentStatus: '4' })).toEqual(
      expected((order) => order.paymentStatus === 4),
    );
    const both = await listed({ orderStatus: '4', paymentStatus: '4' });
    expect(both.length).toBeGreaterThan(0);
    expect(both).toEqual(expected((order) => order.orderStatus === 4 && order.paymentStatus === 4));
  });

  it('takes both date bounds inclusively, as UTC instants', async () => {
    const { orders, listed, expected } = await setUp();
    const order = orders[20];
    if (!order) throw new Error('the seed has too few orders');
    const placed = new Date(order.utcDate);

    // dateFrom and dateTo exactly at the order's instant: it is in.
    const exact = await listed({ dateFrom: order.utcDate, dateTo: order.utcDate });
    expect(exact).toContain(order.id);
    // One millisecond past it on either side: it is out.
    const later = new Date(placed.getTime() + 1).toISOString();
    const earlier = new Date(placed.getTime() - 1).toISOString();
    expect(await listed({ dateFrom: later })).not.toContain(order.id);
    expect(await listed({ dateTo: earlier })).not.toContain(order.id);

    // A whole day, as the admin sends it: its start and its last millisecond.
    const dayStart = new Date(placed);
    dayStart.setUTCHours(0, 0, 0, 0);
    const dayEnd = new Date(placed);
    dayEnd.setUTCHours(23, 59, 59, 999);
    const from = dayStart.getTime();
    const to = dayEnd.getTime();
    const day = await listed({ dateFrom: dayStart.toISOString(), dateTo: dayEnd.toISOString() });
    expect(day).toContain(order.id);
    expect(day).toEqual(
      expected((o) => Date.parse(o.utcDate) >= from && Date.parse(o.utcDate) <= to),
    );
  });

  it('applies every filter together with the search, and pages the filtered orders', async () => {
    const { api, orders, listed, expected } = await setUp();
    const order = orders.find((o) => o.orderStatus === 5);
    if (!order) throw new Error('the seed has no closed order');
    const matching = await listed({
      search: order.number,
      orderStatus: '5',
      paymentStatus: String(order.paymentStatus),
      dateFrom: order.utcDate,
      dateTo: order.utcDate,
    });
    expect(matching).toEqual([order.id]);
    // The same search with a status the order does not have finds nothing.
    expect(await listed({ search: order.number, orderStatus: '1' })).toEqual([]);

    const closed = expected((o) => o.orderStatus === 5);
    const page = schemas.zListOrdersResponse.parse(
      (await api.get(`${ORDERS}?orderStatus=5&page=2&pageSize=20`)).body,
    );
    expect(page.pages).toBe(Math.ceil(closed.length / 20));
    expect(page.items.map((o) => o.id)).toEqual(closed.slice(20, 40));
  });

  it('answers 400 to an unreadable filter instead of ignoring it', async () => {
    const { api } = await setUp();
    for (const query of [
      'orderStatus=9',
      'orderStatus=abc',
      'paymentStatus=5',
      'dateFrom=yesterday',
      'dateTo=2026-13-45T00:00:00Z',
    ]) {
      expect((await api.get(`${ORDERS}?${query}`)).status, query).toBe(400);
    }
  });
});
