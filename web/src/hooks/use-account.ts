import type { User } from 'firebase/auth';
import { useOutletContext } from 'react-router';

/** What the /side-navbar layout hands its pages: the signed-in user, known to exist. */
export type AccountContext = { user: User; isAdminClaim: boolean };

export function useAccount(): AccountContext {
  return useOutletContext<AccountContext>();
}
