import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITED_LIST_MAX } from '@boi/domain/constants';
import type { Book } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/catalog-keys';

/** GET /product?category=id&limit=20: a category's newest books, for the capped lists. */
export const getCategoryBooks = (categoryId: string, limit: number, signal?: AbortSignal) =>
  api.get<Book[]>('/product', { category: categoryId, limit }, { signal });

export const categoryBooksQueryOptions = (categoryId: string | undefined, limit: number) =>
  queryOptions({
    queryKey: catalogKeys.categoryBooks(categoryId, limit),
    queryFn: ({ signal }) => getCategoryBooks(categoryId ?? '', limit, signal),
    enabled: Boolean(categoryId),
  });

export const useCategoryBooks = (categoryId: string | undefined, limit = LIMITED_LIST_MAX) =>
  useQuery(categoryBooksQueryOptions(categoryId, limit));
