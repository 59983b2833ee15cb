import { useQuery } from '@tanstack/react-query';
import type { HomeData } from '@boi/domain/schemas';
import { getData } from '../../../lib/api-client';

/** GET /home: banners, the category strip and the four book sections in one response. */
export function useHomeData() {
  return useQuery({
    queryKey: ['home'],
    queryFn: ({ signal }) => getData<HomeData>('/home', undefined, signal),
  });
}
