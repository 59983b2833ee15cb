import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Publication, Writer } from '@boi/domain/catalog/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** What a book can be filed under: the Add Product / Update Book selects and the table filter. */
export type ProductChoices = {
  categories: Category[];
  writers: Writer[];
  publications: Publication[];
  bookFairYear: string;
};

/**
 * GET /api/v1/category, /writer, /publication and /book-fair together (each list ≤ 200).
 * `fresh` skips the browser's catalog cache, so a category added a moment ago is offered.
 */
export async function getProductChoices(signal?: AbortSignal): Promise<ProductChoices> {
  const fresh = { fresh: Date.now() };
  const [categories, writers, publications, bookFair] = await Promise.all([
    api.read<'categories', Category[]>('categories', {}, fresh, { auth: true, signal }),
    api.read<'writers', Writer[]>('writers', {}, fresh, { auth: true, signal }),
    api.read<'publications', Publication[]>('publications', {}, fresh, { auth: true, signal }),
    api.read('bookFair', {}, fresh, { auth: true, signal }),
  ]);
  return { categories, writers, publications, bookFairYear: bookFair.bookFairYear };
}

export const productChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'product-choices'] as const,
    queryFn: ({ signal }) => getProductChoices(signal),
    staleTime: 60_000,
  });

export const useProductChoices = () => useQuery(productChoicesQueryOptions());
