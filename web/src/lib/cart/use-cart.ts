import { useSyncExternalStore } from 'react';
import { createCartStore, type CartSnapshot } from './cart-store';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const inBrowser = typeof window !== 'undefined';

function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  if (!inBrowser) return null;
  try {
    return window[name];
  } catch {
    return null;
  }
}

export const cartStore = createCartStore({
  local: browserStorage('localStorage'),
  session: browserStorage('sessionStorage'),
  events: inBrowser ? window : new EventTarget(),
});

/**
 * The server renders every cart empty (it has no shopper's storage), and so does hydration; the
 * stored cart shows right after.
 */
const emptyCart = createCartStore({ local: null, session: null, events: new EventTarget() });
const emptySnapshot = emptyCart.getSnapshot();
const serverSnapshot = () => emptySnapshot;

export function useCart(): CartSnapshot {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, serverSnapshot);
}

export function useIsInCart(id: string): boolean {
  return useSyncExternalStore(
    cartStore.subscribe,
    () => cartStore.getSnapshot().items.some((item) => item._id === id),
    () => false,
  );
}
