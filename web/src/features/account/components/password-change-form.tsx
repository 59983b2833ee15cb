import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  type User,
} from 'firebase/auth';
import { authErrorMessage, hasErrorCode } from '../lib/auth-error-message';
import { validatePasswordChange, type PasswordChange } from '../lib/auth-validation';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { NewPasswordFields } from './auth-fields';

const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** Re-authenticates with the current password, then sets the new one. */
export function PasswordChangeForm({ user }: { user: User }) {
  const form = useForm<PasswordChange>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: validatePasswordChange,
  });

  const submit = form.onSubmit(async ({ currentPassword, password }) => {
    try {
      const credential = EmailAuthProvider.credential(user.email ?? '', currentPassword);
      await reauthenticateWithCredential(user, credential);
    } catch (error) {
      if (hasErrorCode(error, 'auth/invalid-credential', 'auth/wrong-password')) {
        form.setFieldError('currentPassword', WRONG_CURRENT_PASSWORD);
      } else {
        toastWarning(authErrorMessage(error), 'Password not changed');
      }
      return;
    }
    try {
      await updatePassword(user, password);
    } catch (error) {
      toastWarning(authErrorMessage(error), 'Password not changed');
      return;
    }
    form.reset();
    toastSuccess('আপনার পাসওয়ার্ড পরিবর্তন হয়েছে।', 'Password changed');
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmPassword={form.getInputProps('confirmPassword')}
          passwordLabel="New password"
          confirmLabel="Confirm new password"
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          পাসওয়ার্ড পরিবর্তন করুন
        </Button>
      </Stack>
    </form>
  );
}
