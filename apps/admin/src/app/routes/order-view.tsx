import { useParams } from 'react-router';
import { parseRecordId } from '../../config/paths';
import { OrderDetail } from '../../features/orders/components/order-detail';
import NotFoundRoute from './not-found';

/** Orders are only viewed: 'new' or a malformed id is a page that does not exist. */
export default function OrderViewRoute() {
  const id = parseRecordId(useParams().id);
  return typeof id === 'number' ? <OrderDetail key={id} id={id} /> : <NotFoundRoute />;
}
