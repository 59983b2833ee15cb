import { HttpsError } from 'firebase-functions/v2/https';
import { SIGN_IN_FAILED_MESSAGE } from '@boi/domain/accounts/auth';
import { RATE_LIMITED_MESSAGE } from '@boi/domain/api/rate-limits';
import { defineOperation } from '../shared/operation';
import { identityToolkit } from './identity-toolkit';

type PasswordSignIn = { idToken: string; refreshToken: string; expiresIn: string };

/**
 * POST /user/login: a Firebase ID token for the e-mail and password. A wrong password, an unknown
 * address and a disabled account all get the same answer, so the row tells nobody which
 * addresses have accounts. Attempts per address tried are rate-limited (the operations table).
 */
export const signInOperation = defineOperation('signIn', async ({ email, password }) => {
  const answer = await identityToolkit<PasswordSignIn>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (answer.ok) {
    const { idToken, refreshToken, expiresIn } = answer.data;
    return { token: idToken, refreshToken, expiresIn: Number(expiresIn) };
  }
  if (answer.code === 'TOO_MANY_ATTEMPTS_TRY_LATER') {
    throw new HttpsError('resource-exhausted', RATE_LIMITED_MESSAGE);
  }
  if (answer.code === 'NOT_CONFIGURED') {
    throw new HttpsError('failed-precondition', 'Sign-in through the API is not set up here');
  }
  throw new HttpsError('unauthenticated', SIGN_IN_FAILED_MESSAGE);
});
