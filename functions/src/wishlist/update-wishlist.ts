import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { nextWishlist } from '@boi/domain/accounts/wishlist';
import { db } from '../shared/firestore';
import { defineOperation, signedInCaller } from '../shared/operation';
import { collections } from '../store/documents';

/**
 * PATCH /api/v1/wishlist: the heart on a book. Added ids go first; at sign-in the browser adds
 * the visitor's list in one call. Ids are not checked against the catalog (a book may leave it
 * later anyway): GET /wishlist shows the ones still sold.
 */
export const updateWishlistOperation = defineOperation(
  'updateWishlist',
  async ({ add, remove }, caller) => {
    const { uid } = signedInCaller(caller);
    const ref = collections(db()).wishlists.doc(uid);
    const productIds = await db().runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data()?.productIds ?? [];
      const next = nextWishlist(current, add, remove);
      const changed = next.length !== current.length || next.some((id, i) => id !== current[i]);
      if (changed) {
        tx.set(ref, {
          productIds: next,
          updatedAt: FieldValue.serverTimestamp() as unknown as Timestamp,
        });
      }
      return next;
    });
    const count = productIds.length;
    return { message: `${count} ${count === 1 ? 'book' : 'books'} in your wishlist`, productIds };
  },
);
