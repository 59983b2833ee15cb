import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { PAGE_SIZE } from '@boi/domain/constants';
import type { OrderPage } from '@boi/domain/orders';
import { api } from '../../../lib/api-client';

export const myOrdersQueryKey = (uid: string | undefined) => ['orders', 'mine', uid] as const;

/** GET /order/mine: the signed-in user's orders, newest first, PAGE_SIZE per page. */
export function useMyOrders(user: User | null, pageIndex: number) {
  return useQuery({
    queryKey: [...myOrdersQueryKey(user?.uid), pageIndex],
    queryFn: () =>
      api.get<OrderPage>('/order/mine', { page: pageIndex, size: PAGE_SIZE }, { auth: true }),
    enabled: user !== null,
    placeholderData: keepPreviousData,
    // A just-placed order must show at once; orders change when an admin approves them.
    staleTime: 0,
  });
}
