import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, CallableName, CallableOutput } from '@boi/domain/callables';
import { callable } from '../../../lib/callables';
import { callableErrorMessage } from '../../../lib/callable-error';

/**
 * An admin write through its callable: a success toast with the server's message, an error toast
 * with the server's message (the spec's silent failures are not kept). Every cached read is then
 * stale: an admin's change can touch any dashboard table and any storefront page.
 */
export function useAdminMutation<N extends CallableName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallableInput<N>): Promise<CallableOutput<N>> => callable(name)(input),
    onSuccess: async (output) => {
      const message = (output as { message?: string } | undefined)?.message;
      if (message) notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: 'Not saved',
        message: callableErrorMessage(error, 'Something went wrong. Please try again.'),
      });
    },
  });
}
