import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import { ALL_BOOKS, type Listing } from '@boi/domain/catalog/listings';
import { readCatalog } from '../../../lib/catalog-source';
import { catalogKeys, isSamePagedList } from '../../../lib/catalog-keys';

export type ProductPageFilter = { salesInfo?: string; skip?: number };

const listingOf = ({ salesInfo }: ProductPageFilter): Listing =>
  salesInfo ? { kind: 'sales', value: salesInfo } : ALL_BOOKS;

/** One page of books (newest first) and the total; while another page loads, the previous stays. */
export const productPageQueryOptions = (filter: ProductPageFilter, pageIndex: number) => {
  const queryKey = catalogKeys.productPage(filter, pageIndex);
  return queryOptions({
    queryKey,
    queryFn: () =>
      readCatalog((source, reads) =>
        reads.readListingPage(source, listingOf(filter), pageIndex, PAGE_SIZE, filter.skip ?? 0),
      ),
    placeholderData: (previous, previousQuery) =>
      isSamePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
};

export const useProductPage = (filter: ProductPageFilter, pageIndex: number) =>
  useQuery(productPageQueryOptions(filter, pageIndex));
