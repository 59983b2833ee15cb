import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';
import { isAdminSession } from '@boi/domain/accounts/admin-session';
import { api } from './api-client';

/**
 * Firebase Auth's state once known (pages wait for it before calling signed-in APIs), with the ID
 * token's `admin` claim (from an admin sign-in method) for screens that differ for admins. The one way the app reads who is
 * signed in; it needs reactfire's providers (`lib/firebase-providers`).
 */
export type Session =
  | { status: 'loading'; user: null; isAdmin: false }
  | { status: 'signed-out'; user: null; isAdmin: false }
  | { status: 'signed-in'; user: User; isAdmin: boolean };

/** The `admin` claim counts only in a session signed in by password or e-mail link, never a phone code. */
const ADMIN_CLAIM = {
  validateCustomClaims: (claims: Record<string, unknown>) => ({
    hasRequiredClaims: isAdminSession(claims),
    errors: {},
  }),
};

export function useSession(): Session {
  const { status, data } = useSigninCheck(ADMIN_CLAIM);
  if (status === 'loading' || !data) return { status: 'loading', user: null, isAdmin: false };
  if (!data.signedIn || !data.user) return { status: 'signed-out', user: null, isAdmin: false };
  return { status: 'signed-in', user: data.user, isAdmin: data.hasRequiredClaims };
}

/** Signed-in reads end with the user's uid, so signing out can forget them all. */
export const authKeys = {
  me: (uid: string | undefined) => ['user', 'me', uid] as const,
};

/** GET /user/me: the signed-in user's profile. */
export const getMe = () => api.read('me', {}, undefined, { auth: true });

export const meQueryOptions = (user: User | null) =>
  queryOptions({ queryKey: authKeys.me(user?.uid), queryFn: getMe, enabled: user !== null });

export function useMe(user: User | null) {
  return useQuery(meQueryOptions(user));
}
