import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /order/orderDetails/{id}: the order, for its owner or an admin (others get 403). */
export const getOrderDetails = (orderId: string) =>
  api.read('order', { id: orderId }, undefined, { auth: true });

export const orderDetailsQueryOptions = (user: User | null, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.details(user?.uid, orderId),
    queryFn: () => getOrderDetails(orderId),
    enabled: user !== null && orderId !== '',
    staleTime: 0,
  });

export const useOrderDetails = (user: User | null, orderId: string) =>
  useQuery(orderDetailsQueryOptions(user, orderId));
