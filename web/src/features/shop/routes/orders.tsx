import { OrdersPage } from '../orders/orders-page';

export function Component() {
  return <OrdersPage />;
}
