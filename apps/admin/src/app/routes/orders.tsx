import { OrdersList } from '../../features/orders/components/orders-list';

export default function OrdersRoute() {
  return <OrdersList />;
}
