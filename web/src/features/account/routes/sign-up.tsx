import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { useGuestGate } from '../hooks/use-guest-gate';
import { authErrorMessage } from '../lib/auth-error-message';
import { validateSignUp, type SignUpValues } from '../lib/auth-validation';
import { clearRejected } from '../lib/clear-rejected';
import type { EmailState } from '../lib/location-state';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { EmailField, NewPasswordFields } from '../components/auth-fields';
import { ROUTES } from '@boi/domain/paths/routes';

export function Component() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { t } = useTranslation();
  const form = useForm<SignUpValues>({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validate: validateSignUp,
  });
  // The server creates the account; the page stays signed out and goes to /login itself.
  const gate = useGuestGate(form.submitting);
  if (gate === 'leave') return <Navigate to={ROUTES.home} replace />;
  if (gate === 'wait') return <LoadingSpinner />;

  const submit = form.onSubmit(
    async (values) => {
      const name = values.name.trim();
      const email = values.email.trim();
      try {
        // The server mails the verification link (or, for an address that already has an
        // account, a notice to its owner): the answer is the same either way.
        await signUp.mutateAsync({ name, email, password: values.password });
      } catch (error) {
        toastWarning(authErrorMessage(error), t('account.signUp.failed'));
        return;
      }
      toastSuccess(t('account.signUp.success', { email }), t('account.signUp.successTitle'));
      void navigate(ROUTES.login, { replace: true, state: { email } satisfies EmailState });
    },
    (errors) => {
      if (errors.email === t('account.validation.invalidEmail'))
        clearRejected(form, { email: '' }, errors);
    },
  );

  return (
    <AuthCard
      title={t('account.signUp.title')}
      subtitle={t('account.signUp.subtitle')}
      footer={
        <>
          {t('account.signUp.haveAccount')}{' '}
          <TextLink to={ROUTES.login}>{t('account.loginLink')}</TextLink>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('account.fields.fullName')}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <EmailField inputProps={form.getInputProps('email')} />
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmPassword={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            {t('account.signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
