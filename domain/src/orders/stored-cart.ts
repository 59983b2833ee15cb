import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../shared/constants';
import { bookSchema, type Book } from '../catalog/schemas';
import { toCartItem, type CartItem } from './cart';

/** A stored cart entry: the current Book shape plus a whole cartQuantity ≥ 1. */
const storedCartItemSchema = bookSchema.extend({ cartQuantity: z.number().int().min(1) });

/**
 * The Book fields of `v` (parsing strips any other key, at every level). A value that is not a
 * valid book keeps its top-level Book keys, so comparing two of them never throws.
 */
function bookFields(v: Book): Book {
  const parsed = bookSchema.safeParse(v);
  if (parsed.success) return parsed.data;
  return Object.fromEntries(
    Object.keys(bookSchema.shape).map((key) => [key, v[key as keyof Book]]),
  ) as Book;
}

/**
 * Reads a stored cart (the raw localStorage value). Never throws: corrupt JSON or a non-array is an
 * empty cart, entries that are not valid current-shape items (older shapes, bad quantities,
 * duplicates) are dropped and quantities above the order line limit are lowered to it.
 * `singleCartTotal` is recomputed rather than trusted.
 */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: CartItem[] = [];
  const seen = new Set<string>();
  for (const entry of parsed) {
    const stored = storedCartItemSchema.safeParse(entry);
    if (!stored.success || seen.has(stored.data._id)) continue;
    const { cartQuantity, ...book } = stored.data;
    seen.add(book._id);
    items.push(toCartItem(book, Math.min(cartQuantity, MAX_LINE_QUANTITY)));
  }
  return items;
}

/** Whether a cart item still carries exactly the book fields of `book` (e.g. fresh from the API). */
export function hasSameBookFields(item: Book, book: Book): boolean {
  return JSON.stringify(bookFields(item)) === JSON.stringify(bookFields(book));
}
