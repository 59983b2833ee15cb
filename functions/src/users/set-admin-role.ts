import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { ADMIN_ROLE_MESSAGES } from '@boi/domain/admin/accounts';
import { adminAuth, db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { writeAdminClaim } from './set-admin-claim';
import { audit } from '../shared/audit';
import { assertGrantable, liveAdmins } from './admin-accounts';

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
 * The Admins page: grants or revokes the `admin` claim by e-mail. A grant needs an enabled
 * account with a verified address. A revoke needs another admin left, counted from Firebase Auth
 * (enabled accounts carrying the claim), not from the profiles' role mirror. Their profiles are
 * read in the transaction that writes the revoked one's role, locking them: of two admins revoking
 * each other at once, the second sees the first's revoke (its profile says Customer) and is
 * refused. The claim follows once that commits.
 */
export const setAdminRoleOperation = defineOperation('setAdminRole', async ({ email, admin }) => {
  const user = await accountOf(email);
  if (admin) assertGrantable(user);
  const others = admin
    ? []
    : (await liveAdmins(adminAuth())).filter((account) => account.uid !== user.uid);
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
  return {
    message: admin ? `${email} is now an admin` : `${email} is no longer an admin`,
    id: user.uid,
  };
});
