import { WISHLIST_MAX } from '@boi/domain/shared/constants';
import { windowStoreSubscribe } from '../window-store';

/**
 * The wishlist as this browser knows it, in localStorage: a visitor's own list, or a copy of the
 * signed-in account's (`owner` is its uid). Storefront pages read only this, so the hearts cost
 * no read for anybody; the account's list is the server's (updateWishlist, GET /wishlist).
 */
export const WISHLIST_STORAGE_KEY = 'boi:wishlist';
export const WISHLIST_CHANGED_EVENT = 'boi:wishlist-changed';
export const VISITOR = 'visitor';

export type StoredWishlist = { owner: string; ids: string[] };
const EMPTY: StoredWishlist = { owner: VISITOR, ids: [] };

/** A stored value as a wishlist: anything unreadable is an empty visitor's list. */
export function parseStoredWishlist(raw: string | null): StoredWishlist {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<StoredWishlist> | null;
    if (!value || typeof value.owner !== 'string' || !Array.isArray(value.ids)) return EMPTY;
    const ids = value.ids.filter((id): id is string => typeof id === 'string');
    return { owner: value.owner, ids: ids.slice(0, WISHLIST_MAX) };
  } catch {
    return EMPTY;
  }
}

let cachedRaw: string | null | undefined;
let cached: StoredWishlist = EMPTY;

/** The stored wishlist (the same object while it is unchanged, as useSyncExternalStore needs). */
export function readWishlist(): StoredWishlist {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): an empty list.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseStoredWishlist(raw);
  }
  return cached;
}

export function writeWishlist(next: StoredWishlist): void {
  try {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the heart still answers for this page.
  }
  window.dispatchEvent(new Event(WISHLIST_CHANGED_EVENT));
}

export const subscribeWishlist = /* @__PURE__ */ windowStoreSubscribe(WISHLIST_CHANGED_EVENT);

/** The list with one book hearted (first) or not. */
export function withBook(list: StoredWishlist, id: string, hearted: boolean): StoredWishlist {
  const others = list.ids.filter((other) => other !== id);
  return { ...list, ids: hearted ? [id, ...others].slice(0, WISHLIST_MAX) : others };
}
