import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY, storedCartCount } from '../lib/cart/cart-count';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

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
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
