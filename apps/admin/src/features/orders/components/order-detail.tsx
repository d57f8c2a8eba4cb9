import { BusyOverlay } from '@shop/ui/busy-overlay';
import { Button } from '@shop/ui/button';
import { LoadError } from '@shop/ui/load-error';
import { ClampText } from '@shop/ui/table';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useRecordTitle } from '../../../lib/document-title';
import { recordLoadErrorOf } from '../../../lib/query-client';
import { named } from '../../../lib/server-text';
import { orderQueries } from '../api/queries';
import { OrderItemsTable } from './order-items-table';
import { OrderSidePanel } from './order-side-panel';

/** /orders/view/{id}: the items with their total, and a side panel to set the statuses. */
export function OrderDetail({ id }: { id: number }) {
  const order = useQuery(orderQueries.detail(id));
  const title = named(messages.orders.title, order.data?.number, messages.nav.orders);
  useRecordTitle(named(messages.orders.title, order.data?.number, ''));

  return (
    // A container: the side panel goes beside the items only where the items keep room for
    // every price (a wide screen), and below them otherwise, whatever the menu takes.
    <section aria-labelledby="order-title" className="@container flex flex-col gap-6">
      <header className="flex items-center gap-3">
        <Button asChild variant="ghost" size="icon">
          <Link to={paths.orders.list.href()}>
            <ArrowLeft aria-hidden="true" />
            <span className="sr-only">{messages.editor.back}</span>
          </Link>
        </Button>
        {/* The number is the server's text, of any length: cut, whole in the tooltip. */}
        <h1 id="order-title" className="min-w-0 text-2xl font-semibold">
          <ClampText text={title} />
        </h1>
      </header>
      <BusyOverlay isBusy={order.isLoading}>
        {order.data ? (
          <div className="grid grid-cols-1 items-start gap-6 @5xl:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="rounded-lg border border-border bg-surface">
              <OrderItemsTable order={order.data} />
            </div>
            {/* Keyed by order so the dropdowns start from this order's statuses. */}
            <OrderSidePanel key={order.data.id} order={order.data} />
          </div>
        ) : order.isError ? (
          <LoadError
            {...recordLoadErrorOf(order)}
            className="rounded-lg border border-border bg-surface p-6"
          />
        ) : null}
      </BusyOverlay>
    </section>
  );
}
