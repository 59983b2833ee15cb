import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/constants';
import type { ProductPage } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys, isSamePagedList } from '../../../lib/catalog-keys';

export type ProductPageFilter = { salesInfo?: string; skip?: number };

/** GET /product?…&page&size: one page of books (newest first) and the total. */
export function useProductPage(filter: ProductPageFilter, pageIndex: number) {
  const queryKey = catalogKeys.productPage(filter, pageIndex);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api.get<ProductPage>('/product', { ...filter, page: pageIndex, size: PAGE_SIZE }, { signal }),
    placeholderData: (previous, previousQuery) =>
      isSamePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}
