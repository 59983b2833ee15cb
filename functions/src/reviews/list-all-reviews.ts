import type { AdminReviewPage } from '@boi/domain/admin/reviews';
import { detailQuerySchema } from '@boi/domain/catalog/schemas';
import { isValidDocumentId } from '@boi/domain/shared/document-id';
import { toReview } from '../store/to-api';
import { db } from '../shared/firestore';
import { parseInput } from '../shared/parse';
import { readCount, readDoc, readPage } from '../shared/read-meter';
import { collections } from '../store/documents';

/**
 * GET /api/v1/review?page=&size= with an admin token (Review manage): every review, Pending and
 * Approved, newest first, each with its book's Bangla name (null when the book is gone).
 */
export async function listAllReviews(rawQuery: unknown): Promise<AdminReviewPage> {
  const { page, size } = parseInput(detailQuerySchema, rawQuery);
  const all = collections(db());
  const [snapshot, reviewTotalCount] = await Promise.all([
    readPage(all.reviews.orderBy('createdAt', 'desc'), page * size, size),
    readCount(all.reviews),
  ]);
  const reviews = snapshot.docs.map(toReview);
  const bookIds = [...new Set(reviews.map((r) => r.forProduct))].filter(isValidDocumentId);
  const books = await Promise.all(bookIds.map((id) => readDoc(all.products.doc(id))));
  const names = new Map(books.map((book) => [book.id, book.get('nameB') as string | undefined]));
  return {
    reviews: reviews.map((review) => ({
      ...review,
      bookName: names.get(review.forProduct) ?? null,
    })),
    reviewTotalCount,
  };
}
