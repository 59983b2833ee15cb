import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  type User,
} from 'firebase/auth';
import { useTranslation } from 'react-i18next';
import { authErrorMessage, hasErrorCode } from '../lib/auth-error-message';
import { validatePasswordChange, type PasswordChange } from '../lib/auth-validation';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { NewPasswordFields } from './auth-fields';

/** Re-authenticates with the current password, then sets the new one. */
export function PasswordChangeForm({ user }: { user: User }) {
  const { t } = useTranslation();
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
        form.setFieldError('currentPassword', t('account.password.wrongCurrent'));
      } else {
        toastWarning(authErrorMessage(error), t('account.password.notChanged'));
      }
      return;
    }
    try {
      await updatePassword(user, password);
    } catch (error) {
      toastWarning(authErrorMessage(error), t('account.password.notChanged'));
      return;
    }
    form.reset();
    toastSuccess(t('account.password.changed'), t('account.password.changedTitle'));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t('account.fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmPassword={form.getInputProps('confirmPassword')}
          passwordLabel={t('account.fields.newPassword')}
          confirmLabel={t('account.fields.confirmNewPassword')}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('account.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
