import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { audit } from '../shared/audit';
import { moveApprovedCount } from './approved-count';

/**
 * Review manage's switch: Pending → Approved, one way (spec §4). Approving an approved review
 * changes nothing and says so. The book's approved-review count goes up in the same transaction
 * (./approved-count.ts), so a second approval, or two racing, count once.
 */
export const approveReviewOperation = defineOperation('approveReview', async ({ id }) => {
  const ref = collections(db()).reviews.doc(id);
  return db().runTransaction(async (tx) => {
    const review = (await tx.get(ref)).data();
    if (!review) throw new HttpsError('not-found', `Review ${id} was not found`);
    if (review.status === 'Approved') return { message: 'Review is already approved', id };
    const writeCount = await moveApprovedCount(tx, review.forProduct, 1);
    tx.update(ref, { status: 'Approved' });
    writeCount();
    audit(
      tx,
      { kind: 'review', id, label: review.forProduct },
      { before: review, after: { ...review, status: 'Approved' } },
    );
    return { message: 'Review approved', id };
  });
});

/**
 * Review manage's delete: the review goes, approved or not, and the record of its author. An
 * approved one takes one off its book's approved-review count in the same transaction.
 */
export const deleteReviewOperation = defineOperation('deleteReview', async ({ id }) => {
  const ref = collections(db()).reviews.doc(id);
  await db().runTransaction(async (tx) => {
    const review = (await tx.get(ref)).data();
    if (!review) throw new HttpsError('not-found', `Review ${id} was not found`);
    const writeCount =
      review.status === 'Approved' ? await moveApprovedCount(tx, review.forProduct, -1) : () => {};
    tx.delete(ref);
    writeCount();
    audit(tx, { kind: 'review', id, label: review.forProduct }, { before: review });
    tx.delete(collections(db()).reviewAuthors.doc(id));
  });
  return { message: 'Review deleted', id };
});
