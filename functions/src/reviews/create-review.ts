import { FieldValue, type WithFieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { reviewInputSchema, type CreateReviewResult } from '@boi/domain/orders';
import { type ReviewDoc, collections } from '../store/documents';
import { requireCallableUser } from '../shared/auth';
import { isValidDocumentId } from '@boi/domain/admin';
import { CALLABLE_OPTIONS, parseCallableInput } from '../shared/callable';
import { db } from '../shared/firestore';

/** A signed-in reader's review of an existing book; Pending until an admin approves it. */
export async function createReviewHandler(
  request: CallableRequest<unknown>,
): Promise<CreateReviewResult> {
  const caller = requireCallableUser(request);
  const input = parseCallableInput(reviewInputSchema, request.data);
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
    uid: caller.uid,
    createdAt: FieldValue.serverTimestamp(),
  };
  const ref = await collections(store).reviews.add(review);
  return { reviewId: ref.id, status: 'Pending' };
}

export const createReview = onCall(CALLABLE_OPTIONS, createReviewHandler);
