import { useSyncExternalStore } from 'react';
import { cartStore } from '../lib/cart/use-cart';

/** Number of items (distinct books) in the cart, kept current across tabs and in-tab changes. */
export function useCartCount(): number {
  return useSyncExternalStore(cartStore.subscribe, () => cartStore.getSnapshot().items.length);
}
