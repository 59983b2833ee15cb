import { useQuery } from '@tanstack/react-query';
import type { HomeData } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';

/** GET /home: banners, the category strip and the four book sections in one response. */
export function useHomeData() {
  return useQuery({
    queryKey: ['home'],
    queryFn: ({ signal }) => api.get<HomeData>('/home', undefined, { signal }),
  });
}
