import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@boi/domain/paths/routes';
import { callableErrorMessage } from '../../../lib/callable-error';
import { useConfirmCheckoutEmail } from '../api/confirm-checkout-email';
import { AuthCard } from '../components/auth-card';

/**
 * /verify-order-email/{id}/{token}: the link mailed to an address a shopper typed at checkout. Its
 * owner confirms with a tap (a mail scanner opening the link confirms nothing), signed in or not.
 */
export function Component() {
  const { id = '', token = '' } = useParams();
  const { t } = useTranslation();
  const confirm = useConfirmCheckoutEmail();
  return (
    <AuthCard title={t('account.orderEmail.title')}>
      {confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status">
            {t('account.orderEmail.confirmed')}
          </Alert>
          <Button component={Link} to={ROUTES.home} variant="light" fullWidth>
            {t('account.orderEmail.home')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('account.orderEmail.instructions')}</Text>
          {confirm.isError && (
            <Alert color="red" variant="light" role="alert">
              {callableErrorMessage(confirm.error, t('account.orderEmail.badLink'))}
            </Alert>
          )}
          <Button
            fullWidth
            loading={confirm.isPending}
            onClick={() => confirm.mutate({ id, token })}
          >
            {t('account.orderEmail.submit')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
