import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@boi/domain/admin';
import { getAuthedData } from '../../../lib/authed-api';
import { adminKeys } from './admin-keys';

/** GET /api/v1/admin/overview: the shop's figures for the admin dashboard. */
export const getOverview = () => getAuthedData<AdminOverview>('/admin/overview');

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: getOverview });

export const useOverview = () => useQuery(overviewQueryOptions());
