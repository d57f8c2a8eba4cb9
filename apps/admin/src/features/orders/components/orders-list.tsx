import type { DataTableColumn } from '@shop/ui/data-table';
import { orderStatusRowClassName } from '@shop/ui/data-table';
import { ClampText } from '@shop/ui/table';
import { RecordLink } from '../../../components/record-link';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatDateTimeSeconds } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { orderQueries, type OrderSummary } from '../api/queries';
import { orderStatusLabel, paymentStatusLabel } from '../lib/status-labels';

const m = messages.orders;

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
  { id: 'orderStatus', header: m.orderStatus, cell: (o) => orderStatusLabel(o.orderStatus) },
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

/** /orders: 20 a page, searched by number, rows coloured by order status (DECISIONS §13). */
export function OrdersList() {
  return (
    <ListScreen
      title={messages.nav.orders}
      query={orderQueries.list}
      columns={columns}
      getRowKey={(order) => order.id}
      getRowClassName={(order) => orderStatusRowClassName(order.orderStatus)}
      searchPlaceholder={m.searchPlaceholder}
    />
  );
}
