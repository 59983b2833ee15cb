import type { CollectionKind } from './get-admin-collection';
import { useAdminMutation } from './use-admin-mutation';

const DELETE = {
  category: 'deleteCategory',
  writer: 'deleteWriter',
  publication: 'deletePublication',
} as const;

/**
 * deleteCategory / deleteWriter / deletePublication (the table's delete). The server refuses while
 * the item still has books, and its message is the error toast.
 */
export const useDeleteCollectionItem = (kind: CollectionKind) => useAdminMutation(DELETE[kind]);
