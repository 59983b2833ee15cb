import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/constants';
import type { OrderPage } from '@boi/domain/orders';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/v1/order?page&size=10 (admin): every order, newest first, one page and the total. */
export const getAdminOrders = (page: number) =>
  api.get<OrderPage>('/order', { page, size: PAGE_SIZE }, { auth: true });

export const adminOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.orders(page),
    queryFn: () => getAdminOrders(page),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (page: number) => useQuery(adminOrdersQueryOptions(page));
