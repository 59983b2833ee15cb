import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  COLLECTION_KINDS,
  type CollectionItem,
  type CollectionKind,
} from '../lib/collection-kinds';
import { catalogKeys } from '../../../lib/catalog-keys';

/** GET /category | /writer | /publication: the whole list (≤ 200 items, creation order). */
export function useCollectionList<K extends CollectionKind>(kind: K) {
  return useQuery({
    queryKey: catalogKeys.list(kind),
    queryFn: ({ signal }) =>
      api.get<CollectionItem[K][]>(COLLECTION_KINDS[kind].path, undefined, { signal }),
  });
}
