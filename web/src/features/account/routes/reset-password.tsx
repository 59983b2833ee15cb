import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmPasswordReset } from 'firebase/auth';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { auth } from '../../../lib/firebase';
import { useResetCode } from '../api/verify-reset-code';
import { AuthCard } from '../components/auth-card';
import { useGuestGate } from '../hooks/use-guest-gate';
import { authErrorMessage } from '../lib/auth-error-message';
import { INVALID_PASSWORD, validateNewPassword, type NewPassword } from '../lib/auth-validation';
import { clearRejected } from '../lib/clear-rejected';
import type { EmailState } from '../lib/location-state';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { NewPasswordFields } from '../components/auth-fields';

const RESET_BUTTON_LABEL = 'পাসওয়ার্ড রিসেট করুন';

/** /reset-password/{id}/{userCode}: `userCode` is Firebase's out-of-band code from the e-mail. */
export function Component() {
  const { userCode = '' } = useParams();
  const navigate = useNavigate();
  const gate = useGuestGate();
  const code = useResetCode(userCode, { enabled: gate === 'stay' });
  const form = useForm<NewPassword>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
  });
  if (gate === 'leave') return <Navigate to="/" replace />;
  if (gate === 'wait' || code.isLoading) return <LoadingSpinner />;

  const email = code.data;
  const submit = form.onSubmit(
    async ({ password }) => {
      try {
        await confirmPasswordReset(auth, userCode, password);
      } catch (error) {
        toastWarning(authErrorMessage(error), 'Password not changed');
        return;
      }
      toastSuccess('নতুন পাসওয়ার্ড দিয়ে লগইন করুন।', 'Password reset successful');
      navigate('/login', { replace: true, state: { email } satisfies EmailState });
    },
    (errors) => {
      if (errors.password === INVALID_PASSWORD) clearRejected(form, { password: '' }, errors);
    },
  );

  return (
    <AuthCard title="Reset password" subtitle={email && <>Account: {email}</>}>
      {email === undefined ? (
        <Stack gap="md">
          <Alert color="red" variant="light" title="This link cannot be used" role="alert">
            {code.error
              ? authErrorMessage(code.error)
              : 'This password reset link is incomplete. Please request a new one.'}
          </Alert>
          <Button component={Link} to="/forgot-password" variant="light" fullWidth>
            Request a new link
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              নতুন পাসওয়ার্ড দিন এবং নিশ্চিত করুন।
            </Text>
            <NewPasswordFields
              password={form.getInputProps('password')}
              confirmPassword={form.getInputProps('confirmPassword')}
              passwordLabel="New password"
            />
            <Button type="submit" size="md" fullWidth loading={form.submitting}>
              {RESET_BUTTON_LABEL}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
