import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /order/mine: the signed-in user's orders, newest first, PAGE_SIZE per page. */
export const getMyOrders = (pageIndex: number) =>
  api.read('myOrders', {}, { page: pageIndex, size: PAGE_SIZE }, { auth: true });

export const myOrdersQueryOptions = (user: User | null, pageIndex: number) =>
  queryOptions({
    queryKey: orderKeys.minePage(user?.uid, pageIndex),
    queryFn: () => getMyOrders(pageIndex),
    enabled: user !== null,
    placeholderData: keepPreviousData,
    // A just-placed order must show at once; orders change when an admin approves them.
    staleTime: 0,
  });

export const useMyOrders = (user: User | null, pageIndex: number) =>
  useQuery(myOrdersQueryOptions(user, pageIndex));
