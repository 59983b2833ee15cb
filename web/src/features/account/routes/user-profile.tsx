import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title';
import { useMe } from '../../../lib/auth';
import { PasswordChangeForm } from '../components/password-change-form';
import { useAccount } from '../../../hooks/use-account';
import { isAdminAccount } from '../lib/account-links';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** /side-navbar/user-profile: name and e-mail, and a working password change. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.profile.title'));
  const { user, isAdminClaim } = useAccount();
  const me = useMe(user);
  // The Auth user stands in while (or if) the profile cannot be read.
  const name = me.data?.name || user.displayName || '';
  const email = me.data?.email || user.email || '';

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('account.profile.title')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-start" mb="md">
          <Title order={2} size="h4">
            {t('account.profile.details')}
          </Title>
          {me.data && (
            <Badge variant="light" color={isAdminAccount(isAdminClaim, me.data) ? 'grape' : 'teal'}>
              {isAdminAccount(isAdminClaim, me.data)
                ? t('account.profile.admin')
                : t('account.profile.customer')}
            </Badge>
          )}
        </Group>
        {me.isPending && !name ? (
          <Stack gap="sm">
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : (
          <Stack gap="sm">
            <Field label={t('account.fields.name')} value={name} />
            <Field label={t('account.fields.email')} value={email} />
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="md">
          {t('account.profile.changePassword')}
        </Title>
        <PasswordChangeForm user={user} />
      </Paper>
    </Stack>
  );
}
