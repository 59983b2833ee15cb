import { parseStoredCart } from '@boi/domain/cart';

/** localStorage key holding the cart: a JSON array of items with `cartQuantity`. */
export const CART_STORAGE_KEY = 'cartItems';
/** Window event fired by cart code in this tab after it changes `localStorage.cartItems`. */
export const CART_CHANGED_EVENT = 'cart-changed';

/**
 * Number of distinct items in a stored cart, counting only the entries the cart itself would keep;
 * missing or corrupt data counts as an empty cart.
 */
export function parseCartCount(raw: string | null): number {
  return parseStoredCart(raw).length;
}

export function readCartCount(storage: Pick<Storage, 'getItem'>): number {
  try {
    return parseCartCount(storage.getItem(CART_STORAGE_KEY));
  } catch {
    // Storage can throw when disabled (privacy modes); treat as an empty cart.
    return 0;
  }
}
