import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useTranslation } from 'react-i18next';
import { auth } from '../../../lib/firebase';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { authErrorMessage, hasErrorCode } from '../lib/auth-error-message';
import { emailError } from '../lib/auth-validation';
import { clearRejected } from '../lib/clear-rejected';
import { resetEmailSettings } from '../lib/reset-link';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { EmailField } from '../components/auth-fields';
import { ROUTES } from '@boi/domain/paths/routes';

export function Component() {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: emailError },
  });

  const submit = form.onSubmit(
    async ({ email }) => {
      try {
        await sendPasswordResetEmail(
          auth,
          email.trim(),
          resetEmailSettings(window.location.origin),
        );
        toastSuccess(t('account.forgot.checkEmail'));
      } catch (error) {
        // Same answer for unknown addresses, so the form does not reveal who has an account.
        if (hasErrorCode(error, 'auth/user-not-found'))
          toastSuccess(t('account.forgot.checkEmail'));
        else toastWarning(authErrorMessage(error));
      } finally {
        form.reset();
      }
    },
    (errors) => clearRejected(form, { email: '' }, errors),
  );

  return (
    <AuthCard
      title={t('account.forgot.title')}
      subtitle={t('account.forgot.subtitle')}
      footer={
        <>
          {t('account.forgot.remembered')}{' '}
          <TextLink to={ROUTES.login}>{t('account.loginLink')}</TextLink>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField inputProps={form.getInputProps('email')} />
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            {t('account.forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
