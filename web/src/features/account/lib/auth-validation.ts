import { MIN_PASSWORD_LENGTH } from '@boi/domain/constants';

/** Client messages of spec §5, shown exactly as written. */
export const INVALID_EMAIL = 'Invalid Email';
export const INVALID_PASSWORD = 'Invalid Password';
export const PASSWORDS_DONT_MATCH = 'dont Match';
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters`;

export const requiredMessage = (label: string) => `${label} is required`;

/** Field → message; a field without an entry is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function emailError(value: string): string | undefined {
  if (!value.trim()) return requiredMessage('Email');
  return isEmail(value) ? undefined : INVALID_EMAIL;
}

export function passwordError(value: string, label = 'Password'): string | undefined {
  if (!value) return requiredMessage(label);
  return value.length >= MIN_PASSWORD_LENGTH ? undefined : INVALID_PASSWORD;
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
      ? PASSWORDS_DONT_MATCH
      : undefined);
  const confirmPassword = values.confirmPassword ? undefined : requiredMessage('Confirm password');
  return withoutEmpty({ password, confirmPassword });
}

export type SignUpValues = { name: string } & Credentials & NewPassword;

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return withoutEmpty({
    name: values.name.trim() ? undefined : requiredMessage('Full name'),
    email: emailError(values.email),
    ...validateNewPassword(values),
  });
}

export type PasswordChange = { currentPassword: string } & NewPassword;

export function validatePasswordChange(values: PasswordChange): FieldErrors<keyof PasswordChange> {
  return withoutEmpty({
    currentPassword: values.currentPassword ? undefined : requiredMessage('Current password'),
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
