import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import { readCatalog } from '../../../lib/catalog-source';
import { catalogKeys, isSamePagedList } from '../../../lib/catalog-keys';
import type { CollectionKind } from '../lib/collection-kinds';

const LABELS: Record<CollectionKind, string> = {
  category: 'Category',
  writer: 'Writer',
  publication: 'Publication',
};

/** The item with one page of its books; while another page loads, the previous one stays. */
export const collectionDetailQueryOptions = <K extends CollectionKind>(
  kind: K,
  id: string | undefined,
  pageIndex: number,
) => {
  const queryKey = catalogKeys.detail(kind, id, pageIndex);
  return queryOptions({
    queryKey,
    queryFn: () =>
      readCatalog(
        (source, reads) => reads.readCollectionDetail(source, kind, id ?? '', pageIndex, PAGE_SIZE),
        LABELS[kind],
      ),
    enabled: Boolean(id),
    placeholderData: (previous, previousQuery) =>
      isSamePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
};

export const useCollectionDetail = <K extends CollectionKind>(
  kind: K,
  id: string | undefined,
  pageIndex: number,
) => useQuery(collectionDetailQueryOptions(kind, id, pageIndex));
