import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import type { PriceBand } from '@boi/domain/catalog/product-index';
import type { ProductPage } from '@boi/domain/catalog/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The Product manage table's filters: all combinable, page counted from 0. */
export type AdminProductFilter = {
  page: number;
  q?: string;
  category?: string;
  priceBand?: PriceBand;
  /** The low-stock list: at most this many copies, the fewest first (alone, not combined). */
  stockAtMost?: number;
};

/**
 * GET /api/v1/product?page&size=10 (&q, &category, &priceBand, or &stockAtMost): one page of books and the total.
 * `fresh` (ignored by the server) keeps the browser's one-minute catalog cache from answering
 * the admin with the list as it was before their own change.
 */
export const getAdminProducts = (filter: AdminProductFilter, signal?: AbortSignal) =>
  api.read<'products', ProductPage>(
    'products',
    {},
    {
      page: filter.page,
      size: PAGE_SIZE,
      q: filter.q?.trim(),
      category: filter.category,
      priceBand: filter.priceBand,
      stockAtMost: filter.stockAtMost,
      fresh: Date.now(),
    },
    { auth: true, signal },
  );

export const adminProductsQueryOptions = (filter: AdminProductFilter) =>
  queryOptions({
    queryKey: adminKeys.products(filter),
    queryFn: ({ signal }) => getAdminProducts(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (filter: AdminProductFilter) =>
  useQuery(adminProductsQueryOptions(filter));
