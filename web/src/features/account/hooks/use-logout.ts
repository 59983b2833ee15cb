import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useNavigate } from 'react-router';
import { auth } from '../../../lib/firebase';
import { authErrorMessage } from '../lib/auth-error-message';
import { toastWarning } from '../lib/toasts';
import { ROUTES } from '@boi/domain/paths/routes';

/** Signs out, forgets the user's cached data and goes home (spec §2, account layout). */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const uid = auth.currentUser?.uid;
    try {
      await signOut(auth);
    } catch (error) {
      toastWarning(authErrorMessage(error));
      return;
    }
    if (uid) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(uid) });
    void navigate(ROUTES.home, { replace: true });
  };
}
