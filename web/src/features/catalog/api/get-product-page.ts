import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/constants';
import type { ProductPage } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys, isSamePagedList } from '../../../lib/catalog-keys';

export type ProductPageFilter = { salesInfo?: string; skip?: number };

/** GET /product?…&page&size: one page of books (newest first) and the total. */
export const getProductPage = (
  filter: ProductPageFilter,
  pageIndex: number,
  signal?: AbortSignal,
) => api.get<ProductPage>('/product', { ...filter, page: pageIndex, size: PAGE_SIZE }, { signal });

/** While another page of the same list loads, the previous page stays on screen. */
export const productPageQueryOptions = (filter: ProductPageFilter, pageIndex: number) => {
  const queryKey = catalogKeys.productPage(filter, pageIndex);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getProductPage(filter, pageIndex, signal),
    placeholderData: (previous, previousQuery) =>
      isSamePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
};

export const useProductPage = (filter: ProductPageFilter, pageIndex: number) =>
  useQuery(productPageQueryOptions(filter, pageIndex));
