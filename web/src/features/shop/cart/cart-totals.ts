import type { CartItem } from '@boi/domain/cart';
import { orderTotals, type OrderTotals } from '@boi/domain/order-pricing';

/** The cart's totals with the same whole-taka rules placeOrder charges with. */
export function cartTotals(items: readonly CartItem[], couponPercent = 0): OrderTotals {
  return orderTotals(
    items.map((i) => ({ price: i.price, discount: i.discount, quantity: i.cartQuantity })),
    couponPercent,
  );
}
