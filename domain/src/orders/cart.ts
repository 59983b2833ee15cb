import { MAX_LINE_QUANTITY } from '../shared/constants';
import { orderTotals, type OrderTotals } from '../pricing/order-pricing';
import type { Book } from '../catalog/schemas';

/**
 * The cart of spec §3/§4: book fields plus `cartQuantity` and `singleCartTotal`
 * (price × cartQuantity). Every action is a pure function returning a new array; the caller
 * persists it (localStorage `cartItems`). This module loads no zod: the page's inline script
 * (web/src/app/server/early-clicks-script.ts) is built from it; reading a stored cart with the
 * schema is stored-cart.ts.
 */
export type CartItem = Book & { cartQuantity: number; singleCartTotal: number };

/**
 * The cart's totals (spec §4 getTotals) in whole taka: the spec's `cartTotalQuantity` and
 * `cartTotalAmount`, and the discounts, coupon and shipping of `orderTotals`, the rules
 * placeOrder charges with.
 */
export type CartTotals = OrderTotals & { cartTotalQuantity: number; cartTotalAmount: number };

/** A line can hold at most this many copies: the stock, and never more than an order line takes. */
export const lineCap = (book: Pick<Book, 'quantity'>): number =>
  Math.min(book.quantity, MAX_LINE_QUANTITY);

/** The book as a cart line of `cartQuantity` copies. */
export function toCartItem(book: Book, cartQuantity: number): CartItem {
  // Spread first so a CartItem passed as `book` has its own cart fields replaced.
  return { ...book, cartQuantity, singleCartTotal: book.price * cartQuantity };
}

function withQuantity(items: readonly CartItem[], id: string, next: (item: CartItem) => number) {
  let changed = false;
  const updated = items.map((item) => {
    if (item._id !== id) return item;
    const cartQuantity = next(item);
    if (cartQuantity === item.cartQuantity) return item;
    changed = true;
    return toCartItem(item, cartQuantity);
  });
  return changed ? updated : (items as CartItem[]);
}

const hasItem = (items: readonly CartItem[], id: string) => items.some((i) => i._id === id);

/**
 * In the cart: one more copy (spec §4 has no stock check here; only the order line limit
 * applies). Otherwise added with quantity 1.
 */
export function addToCart(items: readonly CartItem[], book: Book): CartItem[] {
  if (hasItem(items, book._id)) {
    return withQuantity(items, book._id, (i) => Math.min(i.cartQuantity + 1, MAX_LINE_QUANTITY));
  }
  return [...items, toCartItem(book, 1)];
}

export function removeFromCart(items: readonly CartItem[], id: string): CartItem[] {
  return hasItem(items, id) ? items.filter((i) => i._id !== id) : (items as CartItem[]);
}

/** One copy fewer, stopping at 1: decreasing never removes the item. */
export function decreaseCart(items: readonly CartItem[], id: string): CartItem[] {
  return withQuantity(items, id, (i) => (i.cartQuantity > 1 ? i.cartQuantity - 1 : i.cartQuantity));
}

/**
 * One copy more while below the stock (`book.quantity`, the freshest stock known); silently
 * ignored at the stock. An absent item is added with quantity 1.
 */
export function incrementCart(items: readonly CartItem[], book: Book): CartItem[] {
  if (!hasItem(items, book._id)) return [...items, toCartItem(book, 1)];
  const cap = lineCap(book);
  return withQuantity(items, book._id, (i) =>
    i.cartQuantity < cap ? i.cartQuantity + 1 : i.cartQuantity,
  );
}

/**
 * Adds `quantity` (a whole number ≥ 1) copies to an existing item, or adds the book with that
 * quantity; the result is capped at the stock. Invalid quantities and sold-out books change nothing.
 */
export function addByIncrement(
  items: readonly CartItem[],
  book: Book,
  quantity: number,
): CartItem[] {
  if (!Number.isInteger(quantity) || quantity < 1) return items as CartItem[];
  const cap = lineCap(book);
  if (hasItem(items, book._id)) {
    return withQuantity(items, book._id, (i) =>
      Math.max(i.cartQuantity, Math.min(i.cartQuantity + quantity, cap)),
    );
  }
  if (cap < 1) return items as CartItem[];
  return [...items, toCartItem(book, Math.min(quantity, cap))];
}

/** Replaces an item's book fields (price, stock, names…) with fresher ones, keeping its quantity. */
export function refreshCartItem(items: readonly CartItem[], book: Book): CartItem[] {
  return items.map((item) => (item._id === book._id ? toCartItem(book, item.cartQuantity) : item));
}

/** Clears the cart. */
export function allRemoveFromCart(): CartItem[] {
  return [];
}

/**
 * Spec §4 getTotals, the one computation of the cart's totals: quantity = Σ cartQuantity, amount =
 * Σ price × quantity (whole taka, so the spec's rounding to 2 decimals changes nothing), then the
 * line discounts, the coupon (`couponPercent`) and shipping as placeOrder computes them.
 */
export function getTotals(items: readonly CartItem[], couponPercent = 0): CartTotals {
  const totals = orderTotals(
    items.map((i) => ({ price: i.price, discount: i.discount, quantity: i.cartQuantity })),
    couponPercent,
  );
  const cartTotalQuantity = items.reduce((sum, i) => sum + i.cartQuantity, 0);
  return { ...totals, cartTotalQuantity, cartTotalAmount: totals.price };
}

/** What placeOrder receives from the cart: ids and quantities, never prices. */
export function orderLines(items: readonly CartItem[]): { productId: string; quantity: number }[] {
  return items.map((i) => ({ productId: i._id, quantity: i.cartQuantity }));
}
