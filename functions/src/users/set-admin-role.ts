import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { ADMIN_ROLE_MESSAGES } from '@boi/domain/admin/accounts';
import { adminAuth, db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { audit } from '../shared/audit';
import { liveAdmins, writeAdminClaim } from './admin-accounts';
import { inviteAdmin } from './admin-invites';

async function accountOf(email: string): Promise<UserRecord> {
  try {
    return await adminAuth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', ADMIN_ROLE_MESSAGES.noAccount);
    }
    throw error;
  }
}

/**
 * The Admins page: invites by e-mail, or revokes the `admin` claim. A grant is an invitation
 * (users/admin-invites.ts): the address is mailed a link, and the claim is set only when its
 * owner sets a password through it; an address with no account gets one. A revoke needs another admin left, counted from Firebase Auth
 * (enabled accounts carrying the claim), not from the profiles' role mirror. Their profiles are
 * read in the transaction that writes the revoked one's role, locking them: of two admins revoking
 * each other at once, the second sees the first's revoke (its profile says Customer) and is
 * refused. The claim follows once that commits.
 */
export const setAdminRoleOperation = defineOperation(
  'setAdminRole',
  async ({ email, admin }, caller) => {
    if (admin) {
      const actor = {
        uid: caller?.uid ?? '',
        email: caller?.email ?? '',
        operation: 'setAdminRole',
      };
      const invited = await inviteAdmin(adminAuth(), db(), email, actor);
      return { message: ADMIN_ROLE_MESSAGES.invited(email), id: invited.uid };
    }
    return revokeAdmin(email);
  },
);

async function revokeAdmin(email: string) {
  const user = await accountOf(email);
  const admin = false;
  const others = (await liveAdmins(adminAuth())).filter((account) => account.uid !== user.uid);
  const users = collections(db()).users;
  await db().runTransaction(async (tx) => {
    const profileRef = users.doc(user.uid);
    const [profile, ...otherProfiles] = await tx.getAll(
      profileRef,
      ...others.map((account) => users.doc(account.uid)),
    );
    const stillAdmin = otherProfiles.filter((doc) => doc.get('role') !== 'Customer');
    if (!admin && stillAdmin.length === 0) {
      throw new HttpsError('failed-precondition', ADMIN_ROLE_MESSAGES.lastAdmin);
    }
    const role = admin ? 'Admin' : 'Customer';
    const now = FieldValue.serverTimestamp();
    if (profile?.exists) tx.update(profileRef, { role, updatedAt: now });
    else tx.create(profileRef, { name: user.displayName ?? '', email, role, createdAt: now });
    audit(
      tx,
      { kind: 'user', id: user.uid, label: email },
      {
        before: { role: (profile?.get('role') as string | undefined) ?? 'Customer' },
        after: { role },
      },
    );
  });
  await writeAdminClaim(adminAuth(), user.uid, admin);
  return { message: `${email} is no longer an admin`, id: user.uid };
}
