import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { auth } from '../../../lib/firebase';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { useGuestGate } from '../hooks/use-guest-gate';
import { authErrorMessage } from '../lib/auth-error-message';
import { INVALID_EMAIL, validateCredentials, type Credentials } from '../lib/auth-validation';
import { clearRejected } from '../lib/clear-rejected';
import { emailFromState } from '../lib/location-state';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { EmailField } from '../components/auth-fields';

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<Credentials>({
    initialValues: { email: emailFromState(location.state), password: '' },
    validate: validateCredentials,
  });
  const gate = useGuestGate(form.submitting);
  if (gate === 'leave') return <Navigate to="/" replace />;
  if (gate === 'wait') return <LoadingSpinner />;

  const submit = form.onSubmit(
    async ({ email, password }) => {
      try {
        await signInWithEmailAndPassword(auth, email.trim(), password);
      } catch (error) {
        toastWarning(authErrorMessage(error), 'Sign in failed');
        return;
      }
      toastSuccess('আপনি সফলভাবে লগইন করেছেন।', 'Welcome back');
      navigate('/', { replace: true });
    },
    (errors) => {
      if (errors.email === INVALID_EMAIL) clearRejected(form, { email: '' }, errors);
    },
  );

  return (
    <AuthCard
      title="Login"
      subtitle="আপনার অ্যাকাউন্টে লগইন করুন"
      footer={
        <>
          New to Boi? <TextLink to="/singUp">Create an account</TextLink>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField inputProps={form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Text size="sm" ta="right" mt={-6}>
            <TextLink to="/forgot-password">Forgot password?</TextLink>
          </Text>
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
