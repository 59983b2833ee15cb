import { readApprovedReviews } from '@boi/domain/catalog/reads';
import { reviewListQuerySchema, type ReviewList } from '@boi/domain/catalog/schemas';
import { parseInput } from '../shared/parse';
import { adminCatalogSource } from './admin-source';

/** Only approved reviews are ever public. */
export async function listApprovedReviews(rawQuery: unknown): Promise<ReviewList> {
  const { product } = parseInput(reviewListQuerySchema, rawQuery);
  return readApprovedReviews(adminCatalogSource, product);
}
