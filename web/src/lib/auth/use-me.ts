import { useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import type { UserMe } from '@boi/domain/orders';
import { api } from '../api-client';

export const meQueryKey = (uid: string | undefined) => ['user', 'me', uid] as const;

/** The signed-in user's profile from GET /api/v1/user/me. */
export function useMe(user: User | null) {
  return useQuery({
    queryKey: meQueryKey(user?.uid),
    queryFn: () => api.get<UserMe>('/user/me', undefined, { auth: true }),
    enabled: user !== null,
  });
}
