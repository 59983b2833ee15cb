import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';
import { callableErrorCode } from '../../../lib/callable-error';
import { bookKeys } from '../../../lib/get-book';
import { orderKeys } from './order-keys';

const placeOrder = callable('placeOrder');

/**
 * The placeOrder callable. A placed order shows in the buyer's orders; a refusal over stock or a
 * missing book re-reads the books, so the cart lines show what is left.
 */
export function usePlaceOrder(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.mine(uid) }),
    onError: (error) => {
      const code = callableErrorCode(error);
      if (code === 'failed-precondition' || code === 'not-found') {
        void queryClient.invalidateQueries({ queryKey: bookKeys.all });
      }
    },
  });
}
