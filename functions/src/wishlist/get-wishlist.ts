import { toShelfBook } from '@boi/domain/catalog/reads';
import type { WishlistPage } from '@boi/domain/accounts/wishlist';
import type { Caller } from '../shared/auth';
import { db } from '../shared/firestore';
import { readDoc } from '../shared/read-meter';
import { collections } from '../store/documents';

/** GET /api/v1/wishlist: the caller's ids, newest first, and the public copies of those still sold. */
export async function getWishlist(caller: Caller): Promise<WishlistPage> {
  const saved = (await readDoc(collections(db()).wishlists.doc(caller.uid))).data();
  const productIds = saved?.productIds ?? [];
  if (productIds.length === 0) return { productIds, books: [] };
  const books = collections(db()).books;
  const snapshots = await Promise.all(productIds.map((id) => readDoc(books.doc(id))));
  return {
    productIds,
    books: snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => toShelfBook({ id: snapshot.id, data: snapshot.data() ?? {} })),
  };
}
