import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeData } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';

/** GET /home: banners, the category strip and the four book sections in one response. */
export const getHomeData = (signal?: AbortSignal) =>
  api.get<HomeData>('/home', undefined, { signal });

export const homeDataQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: ({ signal }) => getHomeData(signal) });

export const useHomeData = () => useQuery(homeDataQueryOptions());
