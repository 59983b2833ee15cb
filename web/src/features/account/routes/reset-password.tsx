import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { resetPassword } from '../api/reset-password';
import { useResetCode } from '../api/verify-reset-code';
import { AuthCard } from '../components/auth-card';
import { useGuestGate } from '../hooks/use-guest-gate';
import { authErrorMessage } from '../lib/auth-error-message';
import { validateNewPassword, type NewPassword } from '../lib/auth-validation';
import { clearRejected } from '../lib/clear-rejected';
import type { EmailState } from '../lib/location-state';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { NewPasswordFields } from '../components/auth-fields';
import { ROUTES } from '@boi/domain/paths/routes';

/**
 * /reset-password/{id}/{userCode}: `userCode` is Firebase's out-of-band code from the e-mail; an
 * admin invitation's link adds `?invite=…`.
 */
export function Component() {
  const { userCode = '' } = useParams();
  const [search] = useSearchParams();
  const invite = search.get('invite') ?? undefined;
  const navigate = useNavigate();
  const { t } = useTranslation();
  const gate = useGuestGate();
  const code = useResetCode(userCode, { enabled: gate === 'stay' });
  const form = useForm<NewPassword>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
  });
  if (gate === 'leave') return <Navigate to={ROUTES.home} replace />;
  if (gate === 'wait' || code.isLoading) return <LoadingSpinner />;

  const email = code.data;
  const submit = form.onSubmit(
    async ({ password }) => {
      let message: string;
      try {
        ({ message } = await resetPassword({ code: userCode, password, invite }));
      } catch (error) {
        toastWarning(authErrorMessage(error), t('account.password.notChanged'));
        return;
      }
      toastSuccess(invite ? message : t('account.reset.success'), t('account.reset.successTitle'));
      void navigate(ROUTES.login, { replace: true, state: { email } satisfies EmailState });
    },
    (errors) => {
      if (errors.password === t('account.validation.invalidPassword'))
        clearRejected(form, { password: '' }, errors);
    },
  );

  return (
    <AuthCard
      title={t('account.reset.title')}
      subtitle={email && t('account.reset.account', { email })}
    >
      {email === undefined ? (
        <Stack gap="md">
          <Alert color="red" variant="light" title={t('account.reset.badLinkTitle')} role="alert">
            {code.error ? authErrorMessage(code.error) : t('account.reset.incompleteLink')}
          </Alert>
          <Button component={Link} to={ROUTES.forgotPassword} variant="light" fullWidth>
            {t('account.reset.requestNew')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('account.reset.instructions')}
            </Text>
            <NewPasswordFields
              password={form.getInputProps('password')}
              confirmPassword={form.getInputProps('confirmPassword')}
              passwordLabel={t('account.fields.newPassword')}
            />
            <Button type="submit" size="md" fullWidth loading={form.submitting}>
              {t('account.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
