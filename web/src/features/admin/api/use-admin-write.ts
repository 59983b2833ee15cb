import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CallableInput, CallableName, CallableOutput } from '@boi/domain/api/callables';
import { callable } from '../../../lib/callables';
import { callableErrorMessage, isDefinitiveError } from '../../../lib/callable-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { CollectionKind } from './get-admin-collection';

/** Whether an operation's input carries an idempotency key (domain/src/api/callables.ts). */
type Idempotent<N extends CallableName> = 'idempotencyKey' extends keyof CallableInput<N>
  ? true
  : false;

/**
 * The dashboard's writes: each an operation of the table in domain/src/api/callables.ts, and how it
 * is sent. `idempotent` (the Add forms) is true exactly for the operations whose input takes an
 * `idempotencyKey`, which the type checks.
 */
export const ADMIN_WRITES = {
  createProduct: { idempotent: true },
  updateProduct: { idempotent: false },
  deleteProduct: { idempotent: false },
  createCategory: { idempotent: true },
  updateCategory: { idempotent: false },
  deleteCategory: { idempotent: false },
  createWriter: { idempotent: true },
  updateWriter: { idempotent: false },
  deleteWriter: { idempotent: false },
  createPublication: { idempotent: true },
  updatePublication: { idempotent: false },
  deletePublication: { idempotent: false },
  setHomeSection: { idempotent: false },
  updateBookFair: { idempotent: false },
  createCoupon: { idempotent: true },
  setCouponActive: { idempotent: false },
  createBanner: { idempotent: true },
  deleteBanner: { idempotent: false },
  updateOrderStatus: { idempotent: false },
  bulkUpdateOrderStatus: { idempotent: false },
  deleteOrder: { idempotent: false },
  approveReview: { idempotent: false },
  deleteReview: { idempotent: false },
  setAdminRole: { idempotent: false },
  updateShopSettings: { idempotent: false },
} as const satisfies { [N in CallableName]?: { idempotent: Idempotent<N> } };

export type AdminWriteName = keyof typeof ADMIN_WRITES;

/** The writes of the three collections' screens (add form, edit modal, table's delete). */
export const COLLECTION_WRITES = {
  category: { create: 'createCategory', update: 'updateCategory', delete: 'deleteCategory' },
  writer: { create: 'createWriter', update: 'updateWriter', delete: 'deleteWriter' },
  publication: {
    create: 'createPublication',
    update: 'updatePublication',
    delete: 'deletePublication',
  },
} as const satisfies Record<CollectionKind, Record<'create' | 'update' | 'delete', AdminWriteName>>;

/**
 * An admin write through its callable: a success toast with the server's message, an error toast
 * with the server's message (the spec's silent failures are not kept). Every cached read is then
 * stale: an admin's change can touch any dashboard table and any storefront page.
 *
 * An idempotent write (the Add forms) carries the form's current key on every send, renewed only
 * once the server has surely answered. A save that timed out, sent again, then answers the record
 * the first one made instead of adding a second.
 */
export function useAdminWrite<N extends AdminWriteName>(name: N) {
  const { idempotent } = ADMIN_WRITES[name];
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const renewKey = () => {
    if (idempotent) key.current = newIdempotencyKey();
  };
  if (idempotent && key.current === null) renewKey();
  return useMutation({
    mutationFn: (input: CallableInput<N>): Promise<CallableOutput<N>> =>
      callable(name)(idempotent ? { ...input, idempotencyKey: key.current } : input),
    onSuccess: async (output) => {
      renewKey();
      const message = (output as { message?: string } | undefined)?.message;
      if (message) notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (isDefinitiveError(error)) renewKey();
      notifications.show({
        color: 'red',
        title: 'Not saved',
        message: callableErrorMessage(error, 'Something went wrong. Please try again.'),
      });
    },
  });
}
