import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { audit } from '../shared/audit';

/**
 * Review manage's switch: Pending → Approved, one way (spec §4). Approving an approved review
 * changes nothing and says so. The book's approved count is the number of approved reviews its
 * page reads (at most MAX_REVIEWS, domain/src/catalog-reads.ts), so it follows without a write.
 */
export const approveReviewOperation = defineOperation('approveReview', async ({ id }) => {
  const ref = collections(db()).reviews.doc(id);
  return db().runTransaction(async (tx) => {
    const review = (await tx.get(ref)).data();
    if (!review) throw new HttpsError('not-found', `Review ${id} was not found`);
    if (review.status === 'Approved') return { message: 'Review is already approved', id };
    tx.update(ref, { status: 'Approved' });
    audit(
      tx,
      { kind: 'review', id, label: review.forProduct },
      { before: review, after: { ...review, status: 'Approved' } },
    );
    return { message: 'Review approved', id };
  });
});

/** Review manage's delete: the review goes, approved or not, and the record of its author. */
export const deleteReviewOperation = defineOperation('deleteReview', async ({ id }) => {
  const ref = collections(db()).reviews.doc(id);
  await db().runTransaction(async (tx) => {
    const review = (await tx.get(ref)).data();
    if (!review) throw new HttpsError('not-found', `Review ${id} was not found`);
    tx.delete(ref);
    audit(tx, { kind: 'review', id, label: review.forProduct }, { before: review });
    tx.delete(collections(db()).reviewAuthors.doc(id));
  });
  return { message: 'Review deleted', id };
});
