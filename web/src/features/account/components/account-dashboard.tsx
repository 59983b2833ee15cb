import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { usePageTitle } from '../../../components/page-title';
import { useMe } from '../../../lib/auth';
import { DashboardTiles } from './dashboard-tiles';
import { useAccount } from '../../../hooks/use-account';
import { ADMIN_TILES, CUSTOMER_TILES, isAdminAccount } from '../lib/account-links';

/**
 * /side-navbar index: the greeting, then for admins `adminPanel` (the shop's figures) and the
 * admin tiles, for customers their tiles.
 */
export function AccountDashboard({ adminPanel }: { adminPanel: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('account.dashboard.title'));
  const { user, isAdminClaim } = useAccount();
  const me = useMe(user);
  // Without the claim, the role decides; wait for it rather than flash the wrong tiles.
  if (!isAdminClaim && me.isPending) return <LoadingSpinner />;
  const admin = isAdminAccount(isAdminClaim, me.data);
  const name = me.data?.name || user.displayName || user.email || '';

  return (
    <Stack gap="lg">
      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} bg="teal.0">
        <Text c="teal.8" fw={600} size="sm">
          {admin ? t('account.dashboard.admin') : t('account.dashboard.customer')}
        </Text>
        <Title order={1} size="h2">
          {t('account.dashboard.welcome', { name })}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {admin ? t('account.dashboard.adminIntro') : t('account.dashboard.customerIntro')}
        </Text>
      </Paper>
      {admin && isAdminClaim && adminPanel}
      <DashboardTiles tiles={admin ? ADMIN_TILES : CUSTOMER_TILES} />
    </Stack>
  );
}
