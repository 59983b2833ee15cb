import type { CollectionKind } from './get-admin-collection';
import { useAdminMutation } from './use-admin-mutation';

const UPDATE = {
  category: 'updateCategory',
  writer: 'updateWriter',
  publication: 'updatePublication',
} as const;

/**
 * updateCategory / updateWriter / updatePublication: PATCH /{kind}/{id} as a callable (the edit
 * modal). The server also renames the item on every book that carries it.
 */
export const useUpdateCollectionItem = (kind: CollectionKind) => useAdminMutation(UPDATE[kind]);
