import i18next, { type ParseKeys } from 'i18next';
import { MIN_PASSWORD_LENGTH } from '@boi/domain/shared/constants';

/**
 * Readable text for Firebase Auth error codes (the SDK's own messages quote the code), as keys in
 * the message catalogues.
 */
const AUTH_MESSAGES: Record<string, ParseKeys> = {
  'auth/email-already-in-use': 'account.authErrors.emailInUse',
  'auth/invalid-email': 'account.authErrors.invalidEmail',
  'auth/missing-email': 'account.authErrors.missingEmail',
  'auth/missing-password': 'account.authErrors.missingPassword',
  'auth/weak-password': 'account.authErrors.weakPassword',
  'auth/invalid-credential': 'account.authErrors.wrongCredentials',
  'auth/invalid-login-credentials': 'account.authErrors.wrongCredentials',
  'auth/wrong-password': 'account.authErrors.wrongCredentials',
  'auth/user-not-found': 'account.authErrors.wrongCredentials',
  'auth/user-disabled': 'account.authErrors.userDisabled',
  'auth/too-many-requests': 'account.authErrors.tooManyRequests',
  'auth/network-request-failed': 'account.authErrors.network',
  'auth/requires-recent-login': 'account.authErrors.recentLogin',
  'auth/expired-action-code': 'account.authErrors.expiredResetLink',
  'auth/invalid-action-code': 'account.authErrors.badResetLink',
  'auth/invalid-oob-code': 'account.authErrors.badResetLink',
  // Phone sign-in and linking.
  'auth/invalid-verification-code': 'account.authErrors.wrongCode',
  'auth/missing-verification-code': 'account.authErrors.wrongCode',
  'auth/code-expired': 'account.authErrors.expiredCode',
  'auth/invalid-verification-id': 'account.authErrors.expiredCode',
  'auth/invalid-phone-number': 'account.authErrors.invalidPhone',
  'auth/missing-phone-number': 'account.authErrors.invalidPhone',
  'auth/credential-already-in-use': 'account.authErrors.phoneInUse',
  'auth/account-exists-with-different-credential': 'account.authErrors.phoneInUse',
  'auth/quota-exceeded': 'account.authErrors.smsQuota',
  'auth/captcha-check-failed': 'account.authErrors.captcha',
};

/** Too many codes asked for or tried: what a shopper can do is wait, not retry at once. */
const PHONE_MESSAGES: Record<string, ParseKeys> = {
  'auth/too-many-requests': 'account.authErrors.tooManyCodes',
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * A message for a failed Auth call or callable. Callable errors (codes `functions/…`) carry the
 * server's own message, which is written for people; Auth codes are translated.
 */
export function authErrorMessage(error: unknown, flow: 'password' | 'phone' = 'password'): string {
  const code = errorCode(error);
  const key = code && ((flow === 'phone' && PHONE_MESSAGES[code]) || AUTH_MESSAGES[code]);
  if (key) return i18next.t(key, { min: MIN_PASSWORD_LENGTH });
  if (code?.startsWith('functions/') && error instanceof Error && error.message) {
    return error.message;
  }
  return i18next.t('account.authErrors.fallback');
}

export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  const code = errorCode(error);
  return code !== undefined && codes.includes(code);
}
