import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import { bookDetailsKeys } from './book-details-keys';

/** GET /review?product=id: approved reviews, newest first, and their count. */
export const getReviews = (productId: string, signal?: AbortSignal) =>
  api.get<ReviewList>('/review', { product: productId }, { signal });

export const reviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: bookDetailsKeys.reviews(productId),
    queryFn: ({ signal }) => getReviews(productId, signal),
  });

export const useReviews = (productId: string) => useQuery(reviewsQueryOptions(productId));
