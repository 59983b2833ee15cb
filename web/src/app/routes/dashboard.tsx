import { AccountDashboard } from '../../features/account/components/account-dashboard';
import { AdminOverview } from '../../features/admin/components/admin-overview';

/** /side-navbar index: the account dashboard, with the shop's figures for admins. */
export function Component() {
  return <AccountDashboard adminPanel={<AdminOverview />} />;
}
