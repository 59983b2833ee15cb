import { describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL,
  INVALID_PASSWORD,
  PASSWORDS_DONT_MATCH,
  emailError,
  isEmail,
  passwordError,
  validateCredentials,
  validateNewPassword,
  validatePasswordChange,
  validateSignUp,
} from './auth-validation';

describe('email', () => {
  it('accepts addresses that look like name@host.tld', () => {
    expect(isEmail('reader@boi.test')).toBe(true);
    expect(isEmail('  a.b+c@mail.example.com ')).toBe(true);
    expect(emailError('reader@boi.test')).toBeUndefined();
  });

  it("answers 'Invalid Email' otherwise, and asks for an empty one", () => {
    for (const bad of ['reader', 'reader@', '@boi.test', 'reader@boi', 'a b@boi.test']) {
      expect(emailError(bad)).toBe(INVALID_EMAIL);
    }
    expect(INVALID_EMAIL).toBe('Invalid Email');
    expect(emailError('  ')).toBe('Email is required');
  });
});

describe('password', () => {
  it("needs 6 characters, else 'Invalid Password'", () => {
    expect(passwordError('12345')).toBe(INVALID_PASSWORD);
    expect(INVALID_PASSWORD).toBe('Invalid Password');
    expect(passwordError('123456')).toBeUndefined();
    expect(passwordError('')).toBe('Password is required');
  });

  it("reports a mismatched confirmation as 'dont Match' in the password slot", () => {
    expect(PASSWORDS_DONT_MATCH).toBe('dont Match');
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      password: 'dont Match',
    });
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
    // A too-short password is reported as such, not as a mismatch.
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abcd' })).toEqual({
      password: INVALID_PASSWORD,
    });
    expect(validateNewPassword({ password: 'secret1', confirmPassword: '' })).toEqual({
      confirmPassword: 'Confirm password is required',
    });
  });
});

describe('forms', () => {
  it('login needs a valid email and password', () => {
    expect(validateCredentials({ email: 'reader@boi.test', password: 'reader123' })).toEqual({});
    expect(validateCredentials({ email: 'reader', password: '1' })).toEqual({
      email: INVALID_EMAIL,
      password: INVALID_PASSWORD,
    });
  });

  it('sign-up requires every field', () => {
    expect(validateSignUp({ name: '', email: '', password: '', confirmPassword: '' })).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    });
    expect(
      validateSignUp({
        name: 'রহিম',
        email: 'rahim@boi.test',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({});
  });

  it('a password change needs the current password', () => {
    expect(
      validatePasswordChange({ currentPassword: '', password: 'secret1', confirmPassword: 'x' }),
    ).toEqual({ currentPassword: 'Current password is required', password: PASSWORDS_DONT_MATCH });
  });
});
