import { useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';

/** GET /review?product=id: approved reviews, newest first, and their count. */
export function useReviews(productId: string) {
  return useQuery({
    queryKey: ['reviews', productId],
    queryFn: ({ signal }) => api.get<ReviewList>('/review', { product: productId }, { signal }),
  });
}
