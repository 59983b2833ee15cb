import { useQuery } from '@tanstack/react-query';
import type { Book } from '@boi/domain/schemas';
import { api } from './api-client';

/** Every book read's key starts with this: invalidate it to re-read every book. */
export const BOOK_KEY = ['book'] as const;
export const bookQueryKey = (id: string) => [...BOOK_KEY, id] as const;

/** GET /product/{id}; a 404 surfaces as an ApiError with status 404. */
export const getBook = (id: string, signal?: AbortSignal): Promise<Book> =>
  api.get<Book>(`/product/${encodeURIComponent(id)}`, {}, { signal });

export function useBook(id: string | undefined) {
  return useQuery({
    queryKey: bookQueryKey(id ?? ''),
    queryFn: ({ signal }) => getBook(id ?? '', signal),
    enabled: Boolean(id),
  });
}
