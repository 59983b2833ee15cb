import { useQuery } from '@tanstack/react-query';
import type { Book } from '@boi/domain/schemas';
import { getData } from './api-client';

export const bookQueryKey = (id: string) => ['book', id] as const;

/** GET /product/{id}; a 404 surfaces as an ApiError with status 404. */
export function useBook(id: string | undefined) {
  return useQuery({
    queryKey: bookQueryKey(id ?? ''),
    queryFn: ({ signal }) => getData<Book>(`/product/${encodeURIComponent(id ?? '')}`, {}, signal),
    enabled: Boolean(id),
  });
}
