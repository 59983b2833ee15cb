import { HttpsError } from 'firebase-functions/v2/https';
import { BAD_RESET_CODE_MESSAGE, PASSWORD_CHANGED_MESSAGE } from '@boi/domain/accounts/auth';
import { defineOperation } from '../shared/operation';
import { identityToolkit } from './identity-toolkit';

/** PATCH /user/password-reset: the new password, with the reset link's code as the bearer. */
export const resetPasswordOperation = defineOperation(
  'resetPassword',
  async ({ code, password }) => {
    const answer = await identityToolkit('resetPassword', { oobCode: code, newPassword: password });
    if (!answer.ok) throw new HttpsError('invalid-argument', BAD_RESET_CODE_MESSAGE);
    return { message: PASSWORD_CHANGED_MESSAGE };
  },
);
