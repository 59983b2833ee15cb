import { Button, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from '@mantine/form';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { auth } from '../../../lib/firebase';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { useGuestGate } from '../hooks/use-guest-gate';
import { authErrorMessage } from '../lib/auth-error-message';
import { validateCredentials, type Credentials } from '../lib/auth-validation';
import { clearRejected } from '../lib/clear-rejected';
import { emailFromState } from '../lib/location-state';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { EmailField } from '../components/auth-fields';
import { PhoneSignIn } from '../components/phone-sign-in';
import { ROUTES } from '@boi/domain/paths/routes';

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const form = useForm<Credentials>({
    initialValues: { email: emailFromState(location.state), password: '' },
    validate: validateCredentials,
  });
  // ?with=phone opens the mobile-number sign-in (a link can point straight at it).
  const [params, setParams] = useSearchParams();
  const method = params.get('with') === 'phone' ? 'phone' : 'email';
  const [phoneBusy, setPhoneBusy] = useState(false);
  const [naming, setNaming] = useState(false);
  const gate = useGuestGate(form.submitting || phoneBusy);
  if (gate === 'leave') return <Navigate to={ROUTES.home} replace />;
  if (gate === 'wait') return <LoadingSpinner />;

  const submit = form.onSubmit(
    async ({ email, password }) => {
      try {
        await signInWithEmailAndPassword(auth, email.trim(), password);
      } catch (error) {
        toastWarning(authErrorMessage(error), t('account.login.failed'));
        return;
      }
      toastSuccess(t('account.login.success'), t('account.login.successTitle'));
      void navigate(ROUTES.home, { replace: true });
    },
    (errors) => {
      if (errors.email === t('account.validation.invalidEmail'))
        clearRejected(form, { email: '' }, errors);
    },
  );

  return (
    <AuthCard
      title={t('account.login.title')}
      subtitle={t('account.login.subtitle')}
      footer={
        naming ? undefined : (
          <>
            {t('account.login.newHere')}{' '}
            <TextLink to={ROUTES.signUp}>{t('account.login.createAccount')}</TextLink>
          </>
        )
      }
    >
      {!naming && (
        <SegmentedControl
          fullWidth
          aria-label={t('account.login.method')}
          value={method}
          onChange={(value) =>
            setParams(value === 'phone' ? { with: 'phone' } : {}, { replace: true })
          }
          data={[
            { value: 'email', label: t('account.login.byEmail') },
            { value: 'phone', label: t('account.login.byPhone') },
          ]}
        />
      )}
      {method === 'phone' ? (
        <PhoneSignIn
          onBusyChange={setPhoneBusy}
          onNaming={() => setNaming(true)}
          onDone={() => {
            toastSuccess(t('account.login.success'), t('account.login.successTitle'));
            void navigate(ROUTES.home, { replace: true });
          }}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <EmailField inputProps={form.getInputProps('email')} />
            <PasswordInput
              label={t('account.fields.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Text size="sm" ta="right" mt={-6}>
              <TextLink to={ROUTES.forgotPassword}>{t('account.login.forgotPassword')}</TextLink>
            </Text>
            <Button type="submit" size="md" fullWidth loading={form.submitting}>
              {t('account.login.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
