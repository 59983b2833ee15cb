import { queryOptions, useQuery } from '@tanstack/react-query';
import { readCatalog } from '../../../lib/catalog-source';
import { bookDetailsKeys } from './book-details-keys';

/** A book's approved reviews, newest first, and their count. */
export const reviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: bookDetailsKeys.reviews(productId),
    queryFn: () => readCatalog((source, reads) => reads.readApprovedReviews(source, productId)),
  });

export const useReviews = (productId: string) => useQuery(reviewsQueryOptions(productId));
