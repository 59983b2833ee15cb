import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import type { OrderDeskQuery } from '@boi/domain/admin/order-desk';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminOrderFilter = Omit<OrderDeskQuery, 'page' | 'size'> & { page?: number };

/** GET /api/v1/order (admin): the order desk's page for these filters, newest first. */
export const getAdminOrders = (filter: AdminOrderFilter, size = PAGE_SIZE) =>
  api.read('orderDesk', {}, { ...filter, size }, { auth: true });

export const adminOrdersQueryOptions = (filter: AdminOrderFilter) =>
  queryOptions({
    queryKey: adminKeys.orders(filter),
    queryFn: () => getAdminOrders(filter),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (filter: AdminOrderFilter) =>
  useQuery(adminOrdersQueryOptions(filter));
