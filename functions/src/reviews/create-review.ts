import { REVIEW_RECEIVED_MESSAGE } from '@boi/domain/catalog/reviews';
import { FieldValue, type WithFieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { type ReviewDoc, collections } from '../store/documents';
import { isValidDocumentId } from '@boi/domain/shared/document-id';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { orderingCaller } from '../shared/ordering-caller';

/**
 * A signed-in reader's review of an existing book; Pending until an admin approves it. A verified
 * identity writes it, as for orders: a confirmed e-mail address or a verified mobile number.
 */
export const createReviewOperation = defineOperation('createReview', async (input, caller) => {
  const { uid } = orderingCaller(caller);
  const store = db();
  const book = isValidDocumentId(input.forProduct)
    ? await collections(store).products.doc(input.forProduct).get()
    : undefined;
  if (!book?.exists) throw new HttpsError('not-found', `Book ${input.forProduct} was not found`);
  const review: WithFieldValue<ReviewDoc> = {
    forProduct: input.forProduct,
    rating: input.rating,
    name: input.name,
    comment: input.comment,
    status: 'Pending',
    createdAt: FieldValue.serverTimestamp(),
  };
  // The review is public once approved; who wrote it stays in a document only the functions read.
  const ref = collections(store).reviews.doc();
  const batch = store.batch();
  batch.create(ref, review);
  batch.create(collections(store).reviewAuthors.doc(ref.id), {
    uid,
    createdAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  return { message: REVIEW_RECEIVED_MESSAGE, reviewId: ref.id, status: 'Pending' as const };
});
