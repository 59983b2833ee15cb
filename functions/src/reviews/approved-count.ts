import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../shared/firestore';
import { collections } from '../store/documents';

/**
 * A book's approved-review count (`approvedReviewCount` on products/{id} and on its public copy
 * books/{id}, which the book page, its JSON-LD and /api/v1 read), moved by `by` in the transaction
 * that approves (+1) or deletes (−1) one of its reviews. A book saved before the count starts
 * from a count() of its approved reviews as they stand before this change. Firestore wants a
 * transaction's reads before its writes: this reads now and answers the writes to make later.
 */
export async function moveApprovedCount(
  tx: Transaction,
  productId: string,
  by: 1 | -1,
): Promise<() => void> {
  const store = collections(db());
  const productRef = store.products.doc(productId);
  const publicRef = store.books.doc(productId);
  const [product, publicCopy] = await Promise.all([tx.get(productRef), tx.get(publicRef)]);
  // The review of a deleted book: no book to count on.
  if (!product.exists) return () => {};
  const kept = product.get('approvedReviewCount') as unknown;
  const before =
    typeof kept === 'number'
      ? kept
      : (
          await tx.get(
            store.reviews
              .where('forProduct', '==', productId)
              .where('status', '==', 'Approved')
              .count(),
          )
        ).data().count;
  const approvedReviewCount = Math.max(0, before + by);
  return () => {
    tx.update(productRef, { approvedReviewCount });
    if (publicCopy.exists) tx.update(publicRef, { approvedReviewCount });
  };
}
