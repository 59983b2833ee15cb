import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';
import { orderKeys } from './order-keys';

const payOnDelivery = callable('payOnDelivery');

/** "Pay cash on delivery instead": the unpaid pay-now order becomes a cash-on-delivery one. */
export function usePayOnDelivery(uid: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOnDelivery,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.details(uid, orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.mine(uid) }),
      ]),
  });
}
