import { useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import type { Order } from '@boi/domain/orders';
import { getAuthedData } from '../../../lib/authed-api';

/** GET /order/orderDetails/{id}: the order, for its owner or an admin (others get 403). */
export function useOrderDetails(user: User | null, orderId: string) {
  return useQuery({
    queryKey: ['orders', 'details', user?.uid, orderId],
    queryFn: () => getAuthedData<Order>(`/order/orderDetails/${encodeURIComponent(orderId)}`),
    enabled: user !== null && orderId !== '',
    staleTime: 0,
  });
}
