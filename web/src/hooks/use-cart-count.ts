import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, storedCartCount, subscribeStoredCart } from '../lib/cart/cart-count';

function readCount(): number {
  try {
    return storedCartCount(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return 0;
  }
}

/**
 * Number of items (distinct books) in the cart, kept current across tabs and in-tab changes,
 * without loading the cart store (and its schema) into every page's first script.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeStoredCart, readCount, () => 0);
}
