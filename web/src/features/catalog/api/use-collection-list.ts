import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import {
  COLLECTION_KINDS,
  type CollectionItem,
  type CollectionKind,
} from '../lib/collection-kinds';
import { CATALOG_KEY } from './catalog-query';

/** GET /category | /writer | /publication: the whole list (≤ 200 items, creation order). */
export function useCollectionList<K extends CollectionKind>(kind: K) {
  return useQuery({
    queryKey: [CATALOG_KEY, kind, 'list'],
    queryFn: ({ signal }) =>
      getData<CollectionItem[K][]>(COLLECTION_KINDS[kind].path, undefined, signal),
  });
}
