import { orderQueries } from '../../features/orders/api/queries';
import { OrderDetail } from '../../features/orders/components/order-detail';
import type { FirstReads } from '../first-reads';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

/** Orders are only viewed: 'new' or a malformed id is a page that does not exist. */
export default function OrderViewRoute() {
  const id = useRecordId({ canCreate: false });
  if (id === null) return <NotFoundRoute />;
  return <OrderDetail key={id} id={id} />;
}

export const firstReads: FirstReads = (id, read) => {
  read(orderQueries.detail(id));
};
