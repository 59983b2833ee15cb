import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, readCartCount } from '../lib/cart-count';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/** Number of items in the stored cart, kept current across tabs and in-tab cart changes. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => readCartCount(window.localStorage));
}
