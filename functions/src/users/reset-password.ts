import { HttpsError } from 'firebase-functions/v2/https';
import type { UserRecord } from 'firebase-admin/auth';
import { BAD_RESET_CODE_MESSAGE, PASSWORD_CHANGED_MESSAGE } from '@boi/domain/accounts/auth';
import { ADMIN_ROLE_MESSAGES } from '@boi/domain/admin/accounts';
import { adminAuth, db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { acceptAdminInvite, openInvite } from './admin-invites';
import { identityToolkit } from './identity-toolkit';
import { secureMailboxAccount } from './secure-mailbox';

async function accountOf(email: string): Promise<UserRecord | null> {
  try {
    return await adminAuth().getUserByEmail(email);
  } catch {
    return null;
  }
}

/**
 * PATCH /user/password-reset: the new password, with the reset link's code as the bearer. Using
 * the code proves the mailbox at this moment. So when the address had never been verified (whoever
 * made the account may not own it), or the link is an admin invitation's, the account is then
 * secured: verified, every other sign-in method removed, every other session signed out. An
 * invitation's claim is set only after that (users/admin-invites.ts).
 */
export const resetPasswordOperation = defineOperation(
  'resetPassword',
  async ({ code, password, invite }) => {
    // Without a new password, Identity Toolkit only checks the code and names its address.
    const checked = await identityToolkit<{ email?: string }>('resetPassword', { oobCode: code });
    const email = checked.ok ? checked.data.email : undefined;
    if (!email) throw new HttpsError('invalid-argument', BAD_RESET_CODE_MESSAGE);
    const before = await accountOf(email);
    const invitation = invite ? await openInvite(db(), invite, email) : null;
    if (invite && (!invitation || invitation.uid !== before?.uid)) {
      throw new HttpsError('failed-precondition', ADMIN_ROLE_MESSAGES.badInvite);
    }
    const answer = await identityToolkit('resetPassword', { oobCode: code, newPassword: password });
    if (!answer.ok) throw new HttpsError('invalid-argument', BAD_RESET_CODE_MESSAGE);
    if (before && (invitation || !before.emailVerified)) {
      await secureMailboxAccount(adminAuth(), before);
    }
    if (before && invite && invitation) {
      await acceptAdminInvite(adminAuth(), db(), invite, before);
      return { message: ADMIN_ROLE_MESSAGES.accepted };
    }
    return { message: PASSWORD_CHANGED_MESSAGE };
  },
);
