import { queryOptions, useQuery } from '@tanstack/react-query';
import { readCatalog } from '../../../lib/catalog-source';
import { catalogKeys } from '../../../lib/catalog-keys';
import type { CollectionKind } from '../lib/collection-kinds';

/** All categories, writers or publications (≤ 200 items, creation order). */
export const collectionListQueryOptions = <K extends CollectionKind>(kind: K) =>
  queryOptions({
    queryKey: catalogKeys.list(kind),
    queryFn: () => readCatalog((source, reads) => reads.readCollectionList(source, kind)),
  });

export const useCollectionList = <K extends CollectionKind>(kind: K) =>
  useQuery(collectionListQueryOptions(kind));
