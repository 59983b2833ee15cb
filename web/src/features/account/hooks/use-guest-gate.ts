import { auth } from '../../../lib/firebase';
import { useSession } from '../../../lib/auth';

/**
 * Sign-in, sign-up and reset pages are for signed-out visitors; a signed-in one goes home
 * (spec §4). `paused` holds the redirect while the page's own flow signs someone in and out.
 */
export function useGuestGate(paused = false): 'wait' | 'leave' | 'stay' {
  const state = useSession();
  if (paused) return 'stay';
  if (state.status === 'loading') return 'wait';
  // The observable can lag a just-finished signOut by a render; the SDK's user cannot.
  return state.status === 'signed-in' && auth.currentUser ? 'leave' : 'stay';
}
