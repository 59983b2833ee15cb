import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { AccountMenu } from '../components/account-menu';
import type { AccountContext } from '../../../hooks/use-account';
import { useSession } from '../../../lib/auth';
import classes from '../components/account.module.css';

/** /side-navbar: the account area, for signed-in users only (others go home, spec §6). */
export function Component() {
  const auth = useSession();
  const user = auth.user;
  // A claim granted or revoked since sign-in (npm run admin:grant) is in the next ID token:
  // fetch it now, so a new admin sees the dashboard without signing in again.
  useEffect(() => {
    void user?.getIdToken(true).catch(() => undefined);
  }, [user]);
  if (auth.status === 'loading') return <LoadingSpinner />;
  if (auth.status === 'signed-out') return <Navigate to="/" replace />;
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
