import { useSigninCheck } from 'reactfire';
import type { User } from 'firebase/auth';

export type AuthState =
  | { status: 'loading'; user: null; isAdminClaim: false }
  | { status: 'signed-out'; user: null; isAdminClaim: false }
  | { status: 'signed-in'; user: User; isAdminClaim: boolean };

const ADMIN_CLAIM = { requiredClaims: { admin: true } };

/** Firebase Auth's state once known, with the ID token's `admin` claim. */
export function useAuthState(): AuthState {
  const { status, data } = useSigninCheck(ADMIN_CLAIM);
  if (status === 'loading' || !data) return { status: 'loading', user: null, isAdminClaim: false };
  if (!data.signedIn || !data.user)
    return { status: 'signed-out', user: null, isAdminClaim: false };
  return { status: 'signed-in', user: data.user, isAdminClaim: data.hasRequiredClaims };
}
