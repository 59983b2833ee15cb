import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@boi/domain/catalog/schemas';
import { api } from './api-client';
import { catalogKeys } from './catalog-keys';

/** GET /category: every category (≤ 200). */
export const getCategories = (signal?: AbortSignal) =>
  api.read<'categories', Category[]>('categories', {}, undefined, { signal });

/**
 * One cache entry for the whole list, under the catalog's list key, so the category list page and
 * the footer (which selects from it) share it.
 */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.list('category'),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });
