import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/v1/banner: the banners, newest first (the home carousel's order). */
export const getBanners = (signal?: AbortSignal) =>
  api.read('banners', {}, { fresh: Date.now() }, { auth: true, signal });

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.banners(), queryFn: ({ signal }) => getBanners(signal) });

export const useBanners = () => useQuery(bannersQueryOptions());
