import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@boi/domain/schemas';
import { api } from './api-client';
import { catalogKeys } from './catalog-keys';

/** GET /category: every category (≤ 200), shared by the category list page and the footer. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.list('category'),
    queryFn: ({ signal }) => api.get<Category[]>('/category', undefined, { signal }),
    staleTime: 10 * 60_000,
  });
