import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localMobile } from '@boi/domain/accounts/phone';
import { usePageTitle } from '../../../components/page-title';
import { useMe } from '../../../lib/auth';
import { PasswordChangeForm } from '../components/password-change-form';
import { AddEmail } from '../components/add-email';
import { AddPhone } from '../components/add-phone';
import { useAccount } from '../../../hooks/use-account';
import { isAdminAccount } from '../lib/account-links';

function Field({
  label,
  value,
  verified,
}: {
  label: string;
  value: string;
  /** Shown as a badge beside a present value. */
  verified?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {value || '—'}
        </Text>
        {value && verified !== undefined && (
          <Badge size="sm" variant="light" color={verified ? 'teal' : 'yellow'}>
            {verified ? t('account.profile.verified') : t('account.profile.notVerified')}
          </Badge>
        )}
      </Group>
    </div>
  );
}

/**
 * /side-navbar/user-profile: name, e-mail and mobile number (each shown verified or not), adding
 * whichever of the two the account lacks, and a working password change for password accounts.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.profile.title'));
  const { user, isAdminClaim } = useAccount();
  const me = useMe(user);
  // Linking a number changes the Auth user in place: a render picks it up.
  const [, setLinked] = useState(0);
  // The Auth user stands in while (or if) the profile cannot be read.
  const name = me.data?.name || user.displayName || '';
  const email = user.email || me.data?.email || '';
  const phone = user.phoneNumber ? localMobile(user.phoneNumber) : '';
  const hasPassword = user.providerData.some((provider) => provider.providerId === 'password');

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
            <Field label={t('account.fields.email')} value={email} verified={user.emailVerified} />
            {/* Firebase Auth only sets a number it verified with a code. */}
            <Field label={t('account.profile.mobile')} value={phone} verified={true} />
          </Stack>
        )}
      </Paper>
      {!user.phoneNumber && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb={4}>
            {t('account.profile.addPhone')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('account.profile.addPhoneIntro')}
          </Text>
          <AddPhone user={user} onAdded={() => setLinked((n) => n + 1)} />
        </Paper>
      )}
      {!user.email && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb={4}>
            {t('account.profile.addEmail')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('account.profile.addEmailIntro')}
          </Text>
          <AddEmail user={user} />
        </Paper>
      )}
      {hasPassword && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="md">
            {t('account.profile.changePassword')}
          </Title>
          <PasswordChangeForm user={user} />
        </Paper>
      )}
    </Stack>
  );
}
