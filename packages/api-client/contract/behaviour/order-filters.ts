import { skip } from '../scenario';
import type { Raw } from './raw';
import { fail, itemsOf, STATEFUL, type Check } from './types';

const ORDERS = '/api/admin/orders';
const SAMPLE = 100;

type Order = Record<string, unknown>;

async function readOrders(raw: Raw, query: Record<string, string>) {
  const path = `${ORDERS}?${new URLSearchParams({ page: '1', pageSize: String(SAMPLE), ...query })}`;
  const reply = await raw('GET', path);
  if (reply.status !== 200) {
    fail(`GET ${path}: HTTP ${reply.status}`, { expected: '200 with orders', got: reply.body });
  }
  return { path, items: itemsOf(reply.body) };
}

type Filter = {
  name: string;
  title: string;
  /** The query that picks some orders of the sample, and the rule an order must keep. */
  pick: (sample: Order[]) => { query: Record<string, string>; matches: (order: Order) => boolean };
};

const instant = (order: Order) => Date.parse(String(order.utcDate));

const FILTERS: Filter[] = [
  {
    name: 'filterOrdersByStatus',
    title: 'orderStatus returns only orders with that status',
    pick: ([first]) => ({
      query: { orderStatus: String(first?.orderStatus) },
      matches: (order) => order.orderStatus === first?.orderStatus,
    }),
  },
  {
    name: 'filterOrdersByPaymentStatus',
    title: 'paymentStatus returns only orders with that payment status',
    pick: ([first]) => ({
      query: { paymentStatus: String(first?.paymentStatus) },
      matches: (order) => order.paymentStatus === first?.paymentStatus,
    }),
  },
  {
    name: 'filterOrdersByDate',
    title: 'dateFrom/dateTo return only orders placed between them',
    pick(sample) {
      // The middle third of the dates seen: orders exist inside it and, if dates differ, outside.
      const times = sample.map(instant).sort((a, b) => a - b);
      const from = times[Math.floor(times.length / 3)] ?? 0;
      const to = times[Math.floor((times.length * 2) / 3)] ?? 0;
      return {
        query: { dateFrom: new Date(from).toISOString(), dateTo: new Date(to).toISOString() },
        matches: (order) => instant(order) >= from && instant(order) <= to,
      };
    },
  },
];

/**
 * Orders are only read. From the first page, a value present is chosen; the filtered list must
 * hold only orders with it, and not be empty (an order with it exists).
 */
function orderFilter(filter: Filter): Check {
  return {
    name: filter.name,
    title: filter.title,
    needsState: STATEFUL,
    async run({ raw }) {
      const sample = await readOrders(raw, {});
      if (sample.items.length === 0) skip('no orders to filter');
      const { query, matches } = filter.pick(sample.items);
      const filtered = await readOrders(raw, query);
      const strangers = filtered.items.filter((order) => !matches(order));
      if (strangers.length > 0 || filtered.items.length === 0) {
        const narrowed = sample.items.some((order) => !matches(order));
        fail(
          `GET ${filtered.path}: ${strangers.length} of ${filtered.items.length} orders do not match`,
          {
            sent: query,
            expected: `only matching orders, at least one${narrowed ? ', fewer than unfiltered' : ''}`,
            got: (strangers.length > 0 ? strangers : filtered.items).slice(0, 5),
          },
        );
      }
    },
  };
}

export const orderFilterChecks: Check[] = FILTERS.map(orderFilter);
