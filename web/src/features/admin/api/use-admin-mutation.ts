import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CallableInput, CallableName, CallableOutput } from '@boi/domain/callables';
import { callable } from '../../../lib/callables';
import { callableErrorMessage, isDefinitiveError } from '../../../lib/callable-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/**
 * An admin write through its callable: a success toast with the server's message, an error toast
 * with the server's message (the spec's silent failures are not kept). Every cached read is then
 * stale: an admin's change can touch any dashboard table and any storefront page.
 *
 * `idempotent` (the Add forms): every send carries the form's current key, which is renewed only
 * once the server has surely answered. A save that timed out, sent again, then answers the record
 * the first one made instead of adding a second.
 */
export function useAdminMutation<N extends CallableName>(
  name: N,
  { idempotent = false }: { idempotent?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const renewKey = () => {
    if (idempotent) key.current = newIdempotencyKey();
  };
  if (idempotent && key.current === null) renewKey();
  return useMutation({
    mutationFn: (input: CallableInput<N>): Promise<CallableOutput<N>> =>
      callable(name)(
        (idempotent ? { ...input, idempotencyKey: key.current } : input) as CallableInput<N>,
      ),
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
