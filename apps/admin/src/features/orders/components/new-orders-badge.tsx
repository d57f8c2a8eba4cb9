import { useEffect } from 'react';
import { messages } from '../../../config/messages';
import { setTitleCount } from '../../../lib/document-title';
import { useNewOrdersCount } from '../api/use-new-orders';

/** Also in the tab title, so a background tab still tells the operator. */
export function NewOrdersBadge() {
  const count = useNewOrdersCount();
  useEffect(() => {
    setTitleCount(count);
  }, [count]);
  // Leaving the shell (signing out) takes the count out of the title too.
  useEffect(() => () => setTitleCount(0), []);

  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-danger px-2 text-xs leading-5 font-semibold text-danger-foreground tabular-nums">
      <span aria-hidden="true">{count}</span>
      {/* The space keeps the link's name apart: 'Заказы 3 новых', not 'Заказы3 новых'. */}
      <span className="sr-only">{` ${messages.orders.newOrders(count)}`}</span>
    </span>
  );
}
