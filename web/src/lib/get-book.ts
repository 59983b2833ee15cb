import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book } from '@boi/domain/schemas';
import { api } from './api-client';

/** Book reads' keys: invalidate `all` to re-read every book (the details pages and the cart). */
export const bookKeys = {
  all: ['book'] as const,
  detail: (id: string) => [...bookKeys.all, id] as const,
};

/** GET /product/{id}; a 404 surfaces as an ApiError with status 404. */
export const getBook = (id: string, signal?: AbortSignal): Promise<Book> =>
  api.get<Book>(`/product/${encodeURIComponent(id)}`, {}, { signal });

export const bookQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: bookKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getBook(id ?? '', signal),
    enabled: Boolean(id),
  });

export const useBook = (id: string | undefined) => useQuery(bookQueryOptions(id));
