import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';
import { callableErrorCode } from '../../../lib/callable-error';
import { BOOK_KEY } from '../../../lib/get-book';
import { myOrdersQueryKey } from './use-my-orders';

const placeOrder = callable('placeOrder');

/**
 * The placeOrder callable. A placed order shows in the buyer's orders; a refusal over stock or a
 * missing book re-reads the books, so the cart lines show what is left.
 */
export function usePlaceOrder(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey(uid) }),
    onError: (error) => {
      const code = callableErrorCode(error);
      if (code === 'failed-precondition' || code === 'not-found') {
        void queryClient.invalidateQueries({ queryKey: BOOK_KEY });
      }
    },
  });
}
