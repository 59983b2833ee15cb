import {
  addByIncrement,
  addToCart,
  allRemoveFromCart,
  decreaseCart,
  incrementCart,
  refreshCartItem,
  removeFromCart,
  type CartItem,
} from '@boi/domain/orders/cart';
import { parseStoredCart } from '@boi/domain/orders/stored-cart';
import type { CouponCheckResult } from '@boi/domain/orders/order';
import type { Book } from '@boi/domain/catalog/schemas';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from './cart-count';

/** sessionStorage key of the coupon applied on /cart, carried to checkout in this tab. */
export const COUPON_STORAGE_KEY = 'cartCoupon';

export type AppliedCoupon = CouponCheckResult;
export type CartSnapshot = { items: CartItem[]; coupon: AppliedCoupon | null };
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type CartStoreEnv = {
  local: StorageLike | null;
  session: StorageLike | null;
  /** Receives CART_CHANGED_EVENT after each change and delivers other tabs' 'storage' events. */
  events: EventTarget;
};

// Storage throws when disabled (privacy modes, quota); the cart then lives in memory only.
function read(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: StorageLike | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // keep the in-memory state
  }
}

function parseCoupon(raw: string | null): AppliedCoupon | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AppliedCoupon> | null;
    return typeof value?.couponCode === 'string' &&
      Number.isInteger(value.discountPercent) &&
      (value.discountPercent ?? 0) > 0 &&
      (value.discountPercent ?? 0) <= 100
      ? { couponCode: value.couponCode, discountPercent: value.discountPercent as number }
      : null;
  } catch {
    return null;
  }
}

/**
 * The cart (spec §3/§4) as an external store: state in memory, items persisted to
 * `localStorage.cartItems` after every change, kept in step with other tabs.
 */
export function createCartStore(env: CartStoreEnv) {
  const listeners = new Set<() => void>();
  let snapshot: CartSnapshot = {
    items: parseStoredCart(read(env.local, CART_STORAGE_KEY)),
    coupon: parseCoupon(read(env.session, COUPON_STORAGE_KEY)),
  };

  const notify = () => listeners.forEach((listener) => listener());

  function commit(items: CartItem[], coupon: AppliedCoupon | null = snapshot.coupon) {
    const nextCoupon = items.length === 0 ? null : coupon;
    if (items === snapshot.items && nextCoupon === snapshot.coupon) return;
    if (items !== snapshot.items) write(env.local, CART_STORAGE_KEY, JSON.stringify(items));
    if (nextCoupon !== snapshot.coupon) {
      write(env.session, COUPON_STORAGE_KEY, nextCoupon && JSON.stringify(nextCoupon));
    }
    snapshot = { items, coupon: nextCoupon };
    notify();
    env.events.dispatchEvent(new Event(CART_CHANGED_EVENT));
  }

  const reread = () => {
    const items = parseStoredCart(read(env.local, CART_STORAGE_KEY));
    snapshot = { items, coupon: items.length === 0 ? null : snapshot.coupon };
    notify();
  };
  env.events.addEventListener('storage', (event) => {
    const key = (event as StorageEvent).key;
    // key null: another tab cleared the whole storage.
    if (key !== CART_STORAGE_KEY && key !== null) return;
    reread();
  });
  // A writer in this tab other than the store (the page's inline script, which an Add to Cart
  // uses to add without loading the store) announces its write with the same event.
  env.events.addEventListener(CART_CHANGED_EVENT, () => {
    const raw = read(env.local, CART_STORAGE_KEY);
    if (raw !== null && raw !== JSON.stringify(snapshot.items)) reread();
  });

  return {
    getSnapshot: (): CartSnapshot => snapshot,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (book: Book) => commit(addToCart(snapshot.items, book)),
    addMany: (book: Book, quantity: number) =>
      commit(addByIncrement(snapshot.items, book, quantity)),
    increment: (book: Book) => commit(incrementCart(snapshot.items, book)),
    decrease: (id: string) => commit(decreaseCart(snapshot.items, id)),
    remove: (id: string) => commit(removeFromCart(snapshot.items, id)),
    refresh: (book: Book) => commit(refreshCartItem(snapshot.items, book)),
    clear: () => commit(allRemoveFromCart(), null),
    applyCoupon: (coupon: AppliedCoupon | null) => commit(snapshot.items, coupon),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
