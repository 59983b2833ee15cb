import { useSyncExternalStore } from 'react';
import { readWishlist, subscribeWishlist } from '../lib/wishlist/wishlist-store';

/** Whether this browser's wishlist holds the book; false on the server and while hydrating. */
export function useWishlistHas(id: string): boolean {
  return useSyncExternalStore(
    subscribeWishlist,
    () => readWishlist().ids.includes(id),
    () => false,
  );
}
