import { z } from 'zod';
import { documentIdSchema } from '../shared/document-id-schema';
import { WISHLIST_MAX } from '../shared/constants';
import type { ShelfBook } from '../catalog/schemas';

/**
 * updateWishlist: books to add (they go first) and to remove, at least one. A visitor's
 * wishlist, kept in the browser, is added in one call at sign-in.
 */
export const NOTHING_TO_CHANGE = 'Name a book to add or to remove';
export const wishlistInputSchema = z
  .object({
    add: z
      .array(documentIdSchema)
      .max(WISHLIST_MAX, `A wishlist keeps at most ${WISHLIST_MAX} books`)
      .default([]),
    remove: z
      .array(documentIdSchema)
      .max(WISHLIST_MAX, `A wishlist keeps at most ${WISHLIST_MAX} books`)
      .default([]),
  })
  .refine((input) => input.add.length + input.remove.length > 0, { message: NOTHING_TO_CHANGE });
export type WishlistResult = { message: string; productIds: string[] };

/** GET /api/v1/wishlist: the ids, newest first, and those still sold as shelf books. */
export type WishlistPage = { productIds: string[]; books: ShelfBook[] };

/** The list after a change: added books first, no book twice, removed ones gone, at most the cap. */
export function nextWishlist(
  current: readonly string[],
  add: readonly string[],
  remove: readonly string[],
): string[] {
  const removed = new Set(remove);
  const kept = [...new Set([...add, ...current])].filter((id) => !removed.has(id));
  return kept.slice(0, WISHLIST_MAX);
}
