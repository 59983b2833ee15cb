import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, storedCartLines, subscribeStoredCart } from '../lib/cart/cart-count';

/**
 * Whether the stored cart holds this book, read without the cart store (and its schema) so that
 * a storefront page's add buttons do not bring zod along; false on the server and while hydrating.
 */
export function useStoredCartHas(id: string): boolean {
  return useSyncExternalStore(
    subscribeStoredCart,
    () => {
      try {
        const raw = window.localStorage.getItem(CART_STORAGE_KEY);
        return storedCartLines(raw).some((line) => line._id === id);
      } catch {
        return false;
      }
    },
    () => false,
  );
}
