import type { Context, Hono } from 'hono';
import type { components } from '@shop/api-client';
import type { OrderRecord } from '../data';
import type { AppEnv } from '../env';
import { toUtc } from '../http/dates';
import { matchesSearch, paginate } from '../http/paging';
import { pageQuery, pathId, positiveInt } from '../http/params';
import { badRequest, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

type S = components['schemas'];

const ORDER_STATUSES: readonly S['OrderStatus'][] = [1, 2, 3, 4, 5];
const PAYMENT_STATUSES: readonly S['PaymentStatus'][] = [1, 2, 3, 4];

function summary(order: OrderRecord): S['OrderSummary'] {
  const { id, number, utcDate, contactName, contactPhone, orderStatus, paymentStatus, totalSum } =
    order;
  return { id, number, utcDate, contactName, contactPhone, orderStatus, paymentStatus, totalSum };
}

function detail(order: OrderRecord): S['Order'] {
  // Who placed the order and where are the sandbox's own bookkeeping, never sent.
  const { customerId: _customerId, storeId: _storeId, ...rest } = order;
  return rest;
}

function oneOf<T extends number>(allowed: readonly T[], value: string | undefined): T | null {
  const number = positiveInt(value);
  return allowed.find((candidate) => candidate === number) ?? null;
}

type Filter = (order: OrderRecord) => boolean;

/** A UTC instant in milliseconds (zone-less read as UTC), NaN when unreadable. */
function instantOf(value: string): number {
  try {
    return Date.parse(toUtc(value));
  } catch {
    return Number.NaN; // toUtc throws a RangeError on a value that is no date.
  }
}

// Optional orderStatus, paymentStatus, dateFrom and dateTo (UTC, both inclusive: the admin sends
// the day's last millisecond), all ANDed with the search; null when one is unreadable.
function orderFilters(c: Context): Filter[] | null {
  const filters: Filter[] = [];
  const { orderStatus, paymentStatus, dateFrom, dateTo } = c.req.query();
  if (orderStatus !== undefined) {
    const status = oneOf(ORDER_STATUSES, orderStatus);
    if (status === null) return null;
    filters.push((order) => order.orderStatus === status);
  }
  if (paymentStatus !== undefined) {
    const status = oneOf(PAYMENT_STATUSES, paymentStatus);
    if (status === null) return null;
    filters.push((order) => order.paymentStatus === status);
  }
  for (const [value, keep] of [
    [dateFrom, (date: number, bound: number) => date >= bound],
    [dateTo, (date: number, bound: number) => date <= bound],
  ] as const) {
    if (value === undefined) continue;
    const bound = instantOf(value);
    if (Number.isNaN(bound)) return null;
    filters.push((order) => keep(Date.parse(order.utcDate), bound));
  }
  return filters;
}

export function registerOrderRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get('/api/admin/orders', (c) => {
    const query = pageQuery(c);
    const filters = orderFilters(c);
    if (!query || !filters) return badRequest('listOrders');
    const found = state.data.orders
      .filter((order) =>
        matchesSearch(query.search, [order.number, order.contactName, order.contactPhone]),
      )
      .filter((order) => filters.every((keep) => keep(order)))
      .sort((a, b) => Date.parse(b.utcDate) - Date.parse(a.utcDate) || b.id - a.id);
    const page = paginate(found, query.page, query.pageSize);
    return ok('listOrders', { pages: page.pages, items: page.items.map(summary) });
  });

  app.get('/api/admin/orders/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getOrder');
    const order = state.data.orders.find((candidate) => candidate.id === id);
    return order ? ok('getOrder', detail(order)) : notFound('getOrder');
  });

  // Any status may be set at any time: no transition order is enforced.
  app.post('/api/admin/orders/:id/status/:status', (c) => {
    const id = pathId(c);
    const status = oneOf(ORDER_STATUSES, c.req.param('status'));
    if (id === null || status === null) return badRequest('setOrderStatus');
    const order = state.data.orders.find((candidate) => candidate.id === id);
    if (!order) return notFound('setOrderStatus');
    order.orderStatus = status;
    return noContent('setOrderStatus');
  });

  app.post('/api/admin/orders/:id/payment/status/:status', (c) => {
    const id = pathId(c);
    const status = oneOf(PAYMENT_STATUSES, c.req.param('status'));
    if (id === null || status === null) return badRequest('setOrderPaymentStatus');
    const order = state.data.orders.find((candidate) => candidate.id === id);
    if (!order) return notFound('setOrderPaymentStatus');
    order.paymentStatus = status;
    return noContent('setOrderPaymentStatus');
  });
}
