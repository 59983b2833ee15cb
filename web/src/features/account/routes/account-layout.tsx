import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { AccountMenu } from '../components/account-menu';
import type { AccountContext } from '../../../hooks/use-account';
import { authKeys, useSession } from '../../../lib/auth';
import classes from '../components/account.module.css';
import { ROUTES } from '@boi/domain/paths/routes';

/** /side-navbar: the account area, for signed-in users only (others go home, spec §6). */
export function Component() {
  const auth = useSession();
  const user = auth.user;
  const queryClient = useQueryClient();
  // A claim granted or revoked since sign-in (the Admins page, npm run admin:grant) is in the
  // next ID token: fetch it now, so the change shows without signing in again. /user/me answers
  // the role from the token it was sent, so it is read again with the new one.
  useEffect(() => {
    if (!user) return;
    void user
      .getIdToken(true)
      .then(() => queryClient.invalidateQueries({ queryKey: authKeys.me(user.uid) }))
      .catch(() => undefined);
  }, [user, queryClient]);
  if (auth.status === 'loading') return <LoadingSpinner />;
  if (auth.status === 'signed-out') return <Navigate to={ROUTES.home} replace />;
  const context: AccountContext = { user: auth.user, isAdminClaim: auth.isAdmin };
  return (
    <div className={classes.layout}>
      <AccountMenu />
      <div className={classes.content}>
        <Outlet context={context} />
      </div>
    </div>
  );
}
