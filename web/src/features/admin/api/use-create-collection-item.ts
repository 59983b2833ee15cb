import type { CollectionKind } from './get-admin-collection';
import { useAdminMutation } from './use-admin-mutation';

const CREATE = {
  category: 'createCategory',
  writer: 'createWriter',
  publication: 'createPublication',
} as const;

/** createCategory / createWriter / createPublication: POST /{kind} as a callable (the add form). */
export const useCreateCollectionItem = (kind: CollectionKind) =>
  useAdminMutation(CREATE[kind], { idempotent: true });
