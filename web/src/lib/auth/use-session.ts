import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

/** Firebase Auth's state once known (pages wait for it before calling signed-in APIs). */
export function useSession(): Session {
  const { status, data } = useSigninCheck();
  if (status === 'loading' || !data) return { status: 'loading', user: null };
  if (!data.signedIn || !data.user) return { status: 'signed-out', user: null };
  return { status: 'signed-in', user: data.user };
}
