import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/v1/coupon (admin, bearer): every coupon by code, active or not. */
export const getCoupons = () => api.read('coupons', {}, undefined, { auth: true });

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.coupons(), queryFn: getCoupons });

export const useCoupons = () => useQuery(couponsQueryOptions());
