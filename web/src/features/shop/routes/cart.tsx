import { CartPage } from '../cart/cart-page';

export function Component() {
  return <CartPage />;
}
