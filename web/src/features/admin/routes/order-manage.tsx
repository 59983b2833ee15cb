import { OrderManage } from '../components/orders/order-manage';

export function Component() {
  return <OrderManage />;
}
