import { PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@boi/domain/shared/constants';

/** The e-mail field of login, sign-up and forgot-password. */
export function EmailField({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('account.fields.email')}
      type="email"
      autoComplete="email"
      placeholder={t('account.fields.emailPlaceholder')}
      required
      {...inputProps}
    />
  );
}

type NewPasswordFieldsProps = {
  password: GetInputPropsReturnType;
  confirmPassword: GetInputPropsReturnType;
  passwordLabel?: string;
  confirmLabel?: string;
};

/** A new password with its confirmation (sign-up, reset, password change). */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel,
  confirmLabel,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={passwordLabel ?? t('account.fields.password')}
        description={t('account.fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput
        label={confirmLabel ?? t('account.fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
