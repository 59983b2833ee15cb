import { MIN_PASSWORD_LENGTH } from '@boi/domain/constants';

const WRONG_CREDENTIALS = 'Wrong email or password. Please try again.';
const BAD_RESET_LINK =
  'This password reset link is invalid or has already been used. Please request a new one.';

/** Readable text for Firebase Auth error codes (the SDK's own messages quote the code). */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists. Please sign in.',
  'auth/invalid-email': 'Invalid Email',
  'auth/missing-email': 'Email is required',
  'auth/missing-password': 'Password is required',
  'auth/weak-password': `Password is too weak. Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Please check your connection and try again.',
  'auth/requires-recent-login': 'For your security, please sign in again and retry.',
  'auth/expired-action-code': 'This password reset link has expired. Please request a new one.',
  'auth/invalid-action-code': BAD_RESET_LINK,
  'auth/invalid-oob-code': BAD_RESET_LINK,
};

const FALLBACK = 'Something went wrong. Please try again.';

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * A message for a failed Auth call or callable. Callable errors (codes `functions/…`) carry the
 * server's own message, which is written for people; Auth codes are translated.
 */
export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code && AUTH_MESSAGES[code]) return AUTH_MESSAGES[code];
  if (code?.startsWith('functions/') && error instanceof Error && error.message) {
    return error.message;
  }
  return FALLBACK;
}

export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  const code = errorCode(error);
  return code !== undefined && codes.includes(code);
}
