import { useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import type { Order } from '@boi/domain/orders';
import { api } from '../../../lib/api-client';

/** GET /order/orderDetails/{id}: the order, for its owner or an admin (others get 403). */
export function useOrderDetails(user: User | null, orderId: string) {
  return useQuery({
    queryKey: ['orders', 'details', user?.uid, orderId],
    queryFn: () =>
      api.get<Order>(`/order/orderDetails/${encodeURIComponent(orderId)}`, undefined, {
        auth: true,
      }),
    enabled: user !== null && orderId !== '',
    staleTime: 0,
  });
}
