import { useSyncExternalStore } from 'react';
import { createCartStore, type CartSnapshot } from './cart-store';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

export const cartStore = createCartStore({
  local: browserStorage('localStorage'),
  session: browserStorage('sessionStorage'),
  events: window,
});

export function useCart(): CartSnapshot {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot);
}

export function useIsInCart(id: string): boolean {
  return useSyncExternalStore(cartStore.subscribe, () =>
    cartStore.getSnapshot().items.some((item) => item._id === id),
  );
}
