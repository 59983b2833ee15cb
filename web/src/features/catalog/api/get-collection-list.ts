import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/catalog-keys';
import {
  COLLECTION_KINDS,
  type CollectionItem,
  type CollectionKind,
} from '../lib/collection-kinds';

/** GET /category | /writer | /publication: the whole list (≤ 200 items, creation order). */
export const getCollectionList = <K extends CollectionKind>(kind: K, signal?: AbortSignal) =>
  api.get<CollectionItem[K][]>(COLLECTION_KINDS[kind].path, undefined, { signal });

export const collectionListQueryOptions = <K extends CollectionKind>(kind: K) =>
  queryOptions({
    queryKey: catalogKeys.list(kind),
    queryFn: ({ signal }) => getCollectionList(kind, signal),
  });

export const useCollectionList = <K extends CollectionKind>(kind: K) =>
  useQuery(collectionListQueryOptions(kind));
