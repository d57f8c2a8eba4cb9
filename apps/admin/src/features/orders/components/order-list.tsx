import type { DataTableColumn } from '@shop/ui/data-table';
import { ClampText } from '@shop/ui/table';
import { ExportButton } from '../../../components/export/export-button';
import { orderExport, orderItemsExport } from '../lib/order-export';
import { RecordLink } from '../../../components/record-link';
import { ListScreen, type ListFilters } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatDateTimeSeconds } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { orderQueries, type OrderSummary } from '../api/queries';
import { useMarkOrdersSeen } from '../api/use-new-orders';
import { orderFilterShape } from '../lib/order-filters';
import { orderStatusRowClassName } from '../lib/status-colors';
import { paymentStatusLabel } from '../lib/status-labels';
import { OrderFilters } from './order-filters';
import { RowStatusSelect } from './row-status-select';

const m = messages.orders;

// Module-level, so every column keeps its identity and an unchanged row is not drawn again.
const columns: readonly DataTableColumn<OrderSummary>[] = [
  {
    id: 'number',
    header: m.number,
    cell: (order) => <RecordLink to={paths.orders.view.href(order.id)}>{order.number}</RecordLink>,
  },
  {
    id: 'date',
    header: m.date,
    className: 'whitespace-nowrap tabular-nums',
    cell: (order) => formatDateTimeSeconds(order.utcDate),
  },
  {
    id: 'contact',
    header: m.contact,
    cell: (order) => (
      <div className="flex flex-col">
        <ClampText text={order.contactName} />
        <ClampText text={order.contactPhone} />
      </div>
    ),
  },
  { id: 'orderStatus', header: m.orderStatus, cell: (order) => <RowStatusSelect order={order} /> },
  {
    id: 'paymentStatus',
    header: m.paymentStatus,
    cell: (order) => paymentStatusLabel(order.paymentStatus),
  },
  {
    id: 'sum',
    header: m.sum,
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (order) => formatMoney(order.totalSum),
  },
];

const filters: ListFilters<typeof orderFilterShape> = {
  shape: orderFilterShape,
  render: (values, onChange) => <OrderFilters values={values} onChange={onChange} />,
};

/**
 * /orders, the order desk: 20 a page, searched by number, filtered by statuses and days (all in
 * the URL), each row coloured by its order status, whose status can be set from the row.
 * Opening it counts every order on its first page as seen (the menu's new-orders badge clears).
 */
export function OrderList() {
  useMarkOrdersSeen();
  return (
    <ListScreen
      title={messages.nav.orders}
      query={orderQueries.list}
      columns={columns}
      getRowKey={(order) => order.id}
      getRowClassName={(order) => orderStatusRowClassName(order.orderStatus)}
      searchPlaceholder={m.searchPlaceholder}
      filters={filters}
      toolbar={
        <>
          <ExportButton job={orderExport} />
          <ExportButton label={messages.export.withItems} job={orderItemsExport} />
        </>
      }
    />
  );
}
