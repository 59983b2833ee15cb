import { reviewListQuerySchema, type ReviewList } from '@boi/domain/schemas';
import { db } from '../shared/firestore';
import { parseInput } from '../shared/parse';
import { readCount, readQuery } from '../shared/read-meter';
import { collections } from '../store/documents';
import { toReview } from './to-api';

const MAX_REVIEWS = 50;

/** Only approved reviews are ever public. */
export async function listApprovedReviews(rawQuery: unknown): Promise<ReviewList> {
  const { product } = parseInput(reviewListQuerySchema, rawQuery);
  const approved = collections(db())
    .reviews.where('forProduct', '==', product)
    .where('status', '==', 'Approved');
  const [snapshot, approvedCount] = await Promise.all([
    readQuery(approved.orderBy('createdAt', 'desc').limit(MAX_REVIEWS)),
    readCount(approved),
  ]);
  return { reviews: snapshot.docs.map(toReview), approvedCount };
}
