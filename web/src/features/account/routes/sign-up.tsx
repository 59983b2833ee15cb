import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signOut,
  updateProfile,
} from 'firebase/auth';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { auth } from '../../../lib/firebase';
import { useCreateProfile } from '../api/create-profile';
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
  const createProfile = useCreateProfile();
  const { t } = useTranslation();
  const form = useForm<SignUpValues>({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validate: validateSignUp,
  });
  // Creating the account signs it in; the page signs it out again and goes to /login itself.
  const gate = useGuestGate(form.submitting);
  if (gate === 'leave') return <Navigate to={ROUTES.home} replace />;
  if (gate === 'wait') return <LoadingSpinner />;

  const submit = form.onSubmit(
    async (values) => {
      const name = values.name.trim();
      const email = values.email.trim();
      let user;
      try {
        ({ user } = await createUserWithEmailAndPassword(auth, email, values.password));
      } catch (error) {
        toastWarning(authErrorMessage(error), t('account.signUp.failed'));
        return;
      }
      try {
        // Ordering and reviewing wait for the address to be confirmed through this link.
        await sendEmailVerification(user).catch(() => undefined);
        await updateProfile(user, { displayName: name });
        await createProfile.mutateAsync({ name });
      } catch {
        // The account exists and /user/me falls back to the token's name, so sign-in still works.
      } finally {
        await signOut(auth);
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
