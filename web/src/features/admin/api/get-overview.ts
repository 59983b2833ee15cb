import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/v1/admin/overview: the shop's figures for the admin dashboard. */
export const getOverview = () => api.read('overview', {}, undefined, { auth: true });

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: getOverview });

export const useOverview = () => useQuery(overviewQueryOptions());
