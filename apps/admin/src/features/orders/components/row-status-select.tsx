import { Select } from '@shop/ui/select';
import { messages } from '../../../config/messages';
import type { OrderSummary } from '../api/queries';
import { orderStatusOptions, parseOrderStatus } from '../lib/status-labels';
import { useOrderStatusChange } from './use-status-change';

/**
 * The order status of one row, set straight from the list with the order page's rules
 * ('Отменен' asks first). It shows the server's status: while a change is sent, the chosen
 * one; after it, the reloaded row's; after a failure (the alert says why), the old one again.
 */
export function RowStatusSelect({ order }: { order: OrderSummary }) {
  const status = useOrderStatusChange(order);
  const shown = status.pending ?? order.orderStatus;
  return (
    <>
      <Select
        label={<span className="sr-only">{messages.orders.rowStatus(order.number ?? '')}</span>}
        options={orderStatusOptions}
        value={String(shown)}
        disabled={status.isPending}
        onValueChange={(value) => {
          const next = parseOrderStatus(value);
          if (next !== null && next !== order.orderStatus) void status.change(next);
        }}
        containerClassName="gap-0"
        className="min-w-36"
      />
      {status.confirmDialog}
    </>
  );
}
