import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/constants';
import type { ProductPage } from '@boi/domain/schemas';
import { getData } from '../../../lib/api-client';
import { CATALOG_KEY } from './catalog-query';

export type ProductPageFilter = { salesInfo?: string; skip?: number };

/** GET /product?…&page&size: one page of books (newest first) and the total. */
export function useProductPage(filter: ProductPageFilter, pageIndex: number) {
  return useQuery({
    queryKey: [CATALOG_KEY, 'product', 'page', filter, pageIndex],
    queryFn: ({ signal }) =>
      getData<ProductPage>('/product', { ...filter, page: pageIndex, size: PAGE_SIZE }, signal),
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey[3]) === JSON.stringify(filter) ? previous : undefined,
  });
}
