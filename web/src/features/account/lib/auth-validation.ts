import i18next from 'i18next';
import { MIN_PASSWORD_LENGTH } from '@boi/domain/shared/constants';

/**
 * Spec §5's client messages, which must read exactly so. The forms show them from the catalogues
 * (account.validation, the same words in both languages); the tests check that the two agree.
 */
export const INVALID_EMAIL = 'Invalid Email';
export const INVALID_PASSWORD = 'Invalid Password';
export const PASSWORDS_DONT_MATCH = 'dont Match';

type FormField = 'email' | 'password' | 'confirmPassword' | 'fullName' | 'currentPassword';

/** "{field's label} is required", in the reader's language. */
const required = (field: FormField) =>
  i18next.t('account.validation.required', { field: i18next.t(`account.fields.${field}`) });

/** Field → message; a field without an entry is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function emailError(value: string): string | undefined {
  if (!value.trim()) return required('email');
  return isEmail(value) ? undefined : i18next.t('account.validation.invalidEmail');
}

export function passwordError(value: string): string | undefined {
  if (!value) return required('password');
  return value.length >= MIN_PASSWORD_LENGTH
    ? undefined
    : i18next.t('account.validation.invalidPassword');
}

export type Credentials = { email: string; password: string };

export function validateCredentials(values: Credentials): FieldErrors<keyof Credentials> {
  return withoutEmpty({
    email: emailError(values.email),
    password: passwordError(values.password),
  });
}

export type NewPassword = { password: string; confirmPassword: string };

/** A mismatch is reported in the password's error slot (spec §5), after its own checks pass. */
export function validateNewPassword(values: NewPassword): FieldErrors<keyof NewPassword> {
  const password =
    passwordError(values.password) ??
    (values.confirmPassword && values.confirmPassword !== values.password
      ? i18next.t('account.validation.passwordsDontMatch')
      : undefined);
  const confirmPassword = values.confirmPassword ? undefined : required('confirmPassword');
  return withoutEmpty({ password, confirmPassword });
}

export type SignUpValues = { name: string } & Credentials & NewPassword;

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return withoutEmpty({
    name: values.name.trim() ? undefined : required('fullName'),
    email: emailError(values.email),
    ...validateNewPassword(values),
  });
}

export type PasswordChange = { currentPassword: string } & NewPassword;

export function validatePasswordChange(values: PasswordChange): FieldErrors<keyof PasswordChange> {
  return withoutEmpty({
    currentPassword: values.currentPassword ? undefined : required('currentPassword'),
    ...validateNewPassword(values),
  });
}

function withoutEmpty<Field extends string>(
  errors: Partial<Record<Field, string | undefined>>,
): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message) result[field] = message;
  }
  return result;
}
