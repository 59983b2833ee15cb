import { PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_HINT } from '../lib/auth-validation';

/** The e-mail field of login, sign-up and forgot-password. */
export function EmailField({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
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
  passwordLabel = 'Password',
  confirmLabel = 'Confirm password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={PASSWORD_HINT}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
