import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sendPasswordResetEmail } from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { authErrorMessage, hasErrorCode } from '../lib/auth-error-message';
import { emailError } from '../lib/auth-validation';
import { clearRejected } from '../lib/clear-rejected';
import { CHECK_EMAIL_MESSAGE, resetEmailSettings } from '../lib/reset-link';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { EmailField } from '../components/auth-fields';

export function Component() {
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
        toastSuccess(CHECK_EMAIL_MESSAGE);
      } catch (error) {
        // Same answer for unknown addresses, so the form does not reveal who has an account.
        if (hasErrorCode(error, 'auth/user-not-found')) toastSuccess(CHECK_EMAIL_MESSAGE);
        else toastWarning(authErrorMessage(error));
      } finally {
        form.reset();
      }
    },
    (errors) => clearRejected(form, { email: '' }, errors),
  );

  return (
    <AuthCard
      title="Forgot password"
      subtitle="আপনার ইমেইল দিন, পাসওয়ার্ড রিসেট করার লিংক পাঠিয়ে দেব।"
      footer={
        <>
          Remembered it? <TextLink to="/login">Login</TextLink>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField inputProps={form.getInputProps('email')} />
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            Send
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
