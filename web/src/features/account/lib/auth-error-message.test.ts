import { describe, expect, it } from 'vitest';
import { authErrorMessage, hasErrorCode } from './auth-error-message';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it('translates Auth codes into readable text', () => {
    expect(authErrorMessage(firebaseError('auth/email-already-in-use'))).toMatch(/already exists/);
    expect(authErrorMessage(firebaseError('auth/weak-password'))).toMatch(/at least 6/);
    expect(authErrorMessage(firebaseError('auth/invalid-credential'))).toMatch(
      /Wrong email or password/,
    );
    expect(authErrorMessage(firebaseError('auth/invalid-action-code'))).toMatch(/reset link/);
  });

  it('tells a phone shopper what to do about a code', () => {
    // In the storefront's default language, Bangla.
    const phone = (code: string) => authErrorMessage(firebaseError(code), 'phone');
    expect(phone('auth/invalid-verification-code')).toBe('কোডটি ভুল। এসএমএস দেখে আবার লিখুন।');
    expect(phone('auth/code-expired')).toBe('কোডটির মেয়াদ শেষ। নতুন কোড পাঠান।');
    expect(phone('auth/too-many-requests')).toMatch(/অনেকবার চেষ্টা/);
    expect(authErrorMessage(firebaseError('auth/too-many-requests'))).toMatch(/Too many attempts/);
    expect(phone('auth/credential-already-in-use')).toMatch(/অন্য একটি অ্যাকাউন্টের/);
  });

  it("passes on a callable's own message", () => {
    expect(authErrorMessage(firebaseError('functions/unauthenticated', 'Please Login'))).toBe(
      'Please Login',
    );
  });

  it('never shows raw SDK text for unknown errors', () => {
    expect(authErrorMessage(firebaseError('auth/internal-error'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(authErrorMessage('boom')).toBe('Something went wrong. Please try again.');
    expect(authErrorMessage(null)).toBe('Something went wrong. Please try again.');
  });
});

describe('hasErrorCode', () => {
  it('matches any of the given codes', () => {
    const error = firebaseError('auth/wrong-password');
    expect(hasErrorCode(error, 'auth/invalid-credential', 'auth/wrong-password')).toBe(true);
    expect(hasErrorCode(error, 'auth/user-not-found')).toBe(false);
    expect(hasErrorCode({}, 'auth/user-not-found')).toBe(false);
  });
});
