import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book } from '@boi/domain/catalog/schemas';
import { api } from './api-client';
import { readCatalog } from './catalog-source';

/** Book reads' keys: invalidate `all` to re-read every book (the details pages and the cart). */
export const bookKeys = {
  all: ['book'] as const,
  detail: (id: string) => [...bookKeys.all, id] as const,
  stock: (id: string) => [...bookKeys.all, id, 'stock'] as const,
};

/** A book as the shelves show it (its public copy, stock as a band); a missing one is a 404. */
export const bookQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: bookKeys.detail(id ?? ''),
    queryFn: () => readCatalog((source, reads) => reads.readBook(source, id ?? ''), 'Book'),
    enabled: Boolean(id),
  });

export const useBook = (id: string | undefined) => useQuery(bookQueryOptions(id));

/**
 * GET /product/{id}: the book with its exact stock, which the cart needs to cap its lines (the
 * public copy only says 'few left'); a 404 surfaces as an ApiError with status 404.
 */
export const getStockedBook = (id: string, signal?: AbortSignal): Promise<Book> =>
  api.read('product', { id }, {}, { signal });

export const stockedBookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookKeys.stock(id),
    queryFn: ({ signal }) => getStockedBook(id, signal),
    staleTime: 30_000,
  });
