import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';
import { orderKeys } from './order-keys';

const payOrder = callable('payOrder');

/** "Pay with bKash" on an unpaid order: a new bKash payment, whose page the shopper goes to. */
export function usePayOrder(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.mine(uid) }),
  });
}
