import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/constants';
import type { CollectionDetail } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import {
  collectionItemPath,
  type CollectionItem,
  type CollectionKind,
} from '../lib/collection-kinds';
import { catalogKeys, isSamePagedList } from '../../../lib/catalog-keys';

/**
 * GET /{kind}/{id}?page&size: the item with one page of its books. While another page of the
 * same item loads, the previous page stays on screen (never another item's books).
 */
export function useCollectionDetail<K extends CollectionKind>(
  kind: K,
  id: string | undefined,
  pageIndex: number,
) {
  const queryKey = catalogKeys.detail(kind, id, pageIndex);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api.get<CollectionDetail<CollectionItem[K]>>(
        collectionItemPath(kind, id ?? ''),
        { page: pageIndex, size: PAGE_SIZE },
        { signal },
      ),
    enabled: Boolean(id),
    placeholderData: (previous, previousQuery) =>
      isSamePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}
