import type { ExportContext, ExportJob } from '../../../components/export/export-job';
import { parseFilters, parseListParams } from '../../../components/list-screen/use-list-params';
import { messages } from '../../../config/messages';
import { csvMoney, type CsvColumn } from '../../../lib/csv/csv-values';
import { formatDateTimeSeconds as dateTime } from '../../../lib/dates';
import { joinTexts } from '../../../lib/server-text';
import { orderQueries, type Order, type OrderSummary } from '../api/queries';
import { itemUnitPrice, type OrderItem } from './item-price';
import { orderFilterShape, type OrderFilterValues } from './order-filters';
import { orderStatusLabel, paymentStatusLabel } from './status-labels';

const m = messages.orders;

/** The list's columns, the client split into name and phone so that each can be sorted on. */
const orderColumns: readonly CsvColumn<OrderSummary>[] = [
  { header: m.number, value: (order) => order.number },
  { header: m.date, value: (order) => dateTime(order.utcDate) },
  { header: m.contact, value: (order) => order.contactName },
  { header: m.contactPhone, value: (order) => order.contactPhone },
  { header: m.orderStatus, value: (order) => orderStatusLabel(order.orderStatus) },
  { header: m.paymentStatus, value: (order) => paymentStatusLabel(order.paymentStatus) },
  { header: m.sum, value: (order) => csvMoney(order.totalSum) },
];

type ItemRow = { order: Order; item: OrderItem };

/** 'Двойной сыр × 2, Халапеньо': the extras of one item; their prices are in its price. */
const extrasOf = (item: OrderItem): string =>
  (item.modificators ?? [])
    .map((extra) => joinTexts([extra.name, extra.count > 1 ? `× ${extra.count}` : null]))
    .join(', ');

/** One row per item, as the order's page lists them: the unit price includes the extras. */
const itemColumns: readonly CsvColumn<ItemRow>[] = [
  { header: m.number, value: ({ order }) => order.number },
  { header: m.date, value: ({ order }) => dateTime(order.utcDate) },
  { header: m.product, value: ({ item }) => item.name },
  { header: m.extras, value: ({ item }) => extrasOf(item) },
  { header: m.count, value: ({ item }) => item.count },
  { header: m.price, value: ({ item }) => csvMoney(itemUnitPrice(item)) },
  { header: m.sum, value: ({ item }) => csvMoney(itemUnitPrice(item) * item.count) },
];

async function readOrders({ params, readPages }: ExportContext) {
  const filters = parseFilters(params, orderFilterShape);
  const { search } = parseListParams(params);
  const orders = await readPages((page) => orderQueries.list({ page, search, ...filters }));
  // An order placed meanwhile shifts the pages, repeating one: kept once.
  return { filters, orders: [...new Map(orders.map((order) => [order.id, order])).values()] };
}

/** 'заказы_{from}_{to}': the date filter's days, 'все' for a side left open. */
const fileNameOf = ({ dateFrom, dateTo }: OrderFilterValues): string => {
  const { files, allDates } = messages.export;
  return `${files.orders}_${dateFrom || allDates}_${dateTo || allDates}`;
};

export const orderExport: ExportJob = async (context) => {
  const { filters, orders } = await readOrders(context);
  return context.table(`${fileNameOf(filters)}.csv`, orderColumns, orders);
};

/** The list has no items, so each order is read, a few at a time. */
export const orderItemsExport: ExportJob = async (context) => {
  const { filters, orders } = await readOrders(context);
  const details = await context.readEach(orders, (order) => orderQueries.detail(order.id));
  return context.table(
    `${fileNameOf(filters)}_${messages.export.files.orderItems}.csv`,
    itemColumns,
    details.flatMap((order) => (order.items ?? []).map((item) => ({ order, item }))),
  );
};
