import { windowStoreSubscribe } from '../window-store';

/** localStorage key holding the cart: a JSON array of items with `cartQuantity`. */
export const CART_STORAGE_KEY = 'cartItems';
/** Window event fired by cart code in this tab after it changes `localStorage.cartItems`. */
export const CART_CHANGED_EVENT = 'cart-changed';

/** Subscribes to changes of the stored cart, in this tab or another. */
export const subscribeStoredCart = /* @__PURE__ */ windowStoreSubscribe(CART_CHANGED_EVENT);

/**
 * Distinct books in a stored cart, for the header's count. It reads the JSON without the cart's
 * schema check so that every page's first load does not carry zod; the cart page validates.
 */
export function storedCartCount(raw: string | null): number {
  try {
    const items: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(items)) return 0;
    const ids = items
      .filter((item): item is { _id: string; cartQuantity: unknown } =>
        Boolean(item && typeof (item as { _id?: unknown })._id === 'string'),
      )
      .filter((item) => Number(item.cartQuantity) >= 1)
      .map((item) => item._id);
    return new Set(ids).size;
  } catch {
    return 0;
  }
}

export type StoredLine = { _id: string; nameB: string; nameE?: string; cartQuantity: number };

/**
 * The stored cart's lines as far as announcements need them (id, titles, quantity), read
 * without the schema for the same reason as storedCartCount.
 */
export function storedCartLines(raw: string | null): StoredLine[] {
  try {
    const items: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(items)) return [];
    return items.flatMap((item: unknown) => {
      const line = item as Partial<Record<keyof StoredLine, unknown>> | null;
      if (!line || typeof line._id !== 'string') return [];
      const quantity = Number(line.cartQuantity);
      if (!(quantity >= 1)) return [];
      const nameB = typeof line.nameB === 'string' ? line.nameB : '';
      const nameE = typeof line.nameE === 'string' ? { nameE: line.nameE } : {};
      return [{ _id: line._id, nameB, ...nameE, cartQuantity: quantity }];
    });
  } catch {
    return [];
  }
}
