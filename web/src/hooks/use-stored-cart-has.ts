import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY, storedCartLines } from '../lib/cart/cart-count';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Whether the stored cart holds this book, read without the cart store (and its schema) so that
 * a storefront page's add buttons do not bring zod along; false on the server and while hydrating.
 */
export function useStoredCartHas(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
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
