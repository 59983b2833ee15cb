import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/constants';
import type { CollectionDetail } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys, isSamePagedList } from '../../../lib/catalog-keys';
import {
  collectionItemPath,
  type CollectionItem,
  type CollectionKind,
} from '../lib/collection-kinds';

/** GET /{kind}/{id}?page&size: the item with one page of its books. */
export const getCollectionDetail = <K extends CollectionKind>(
  kind: K,
  id: string,
  pageIndex: number,
  signal?: AbortSignal,
) =>
  api.get<CollectionDetail<CollectionItem[K]>>(
    collectionItemPath(kind, id),
    { page: pageIndex, size: PAGE_SIZE },
    { signal },
  );

/** While another page of the same item loads, the previous page stays (never another item's). */
export const collectionDetailQueryOptions = <K extends CollectionKind>(
  kind: K,
  id: string | undefined,
  pageIndex: number,
) => {
  const queryKey = catalogKeys.detail(kind, id, pageIndex);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getCollectionDetail(kind, id ?? '', pageIndex, signal),
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
