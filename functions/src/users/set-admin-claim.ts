import { userInfo } from 'node:os';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { auditAs } from '../shared/audit';
import { collections } from '../store/documents';
import { writeAdminClaim } from './admin-accounts';
import { inviteAdmin } from './admin-invites';

/**
 * `npm run admin:grant` (the first admin) sends an invitation, as the Admins page does: the claim
 * is set when the address's owner sets a password through the mailed link (users/admin-invites.ts).
 * `npm run admin:revoke` removes the claim at once, mirrored as the profile's role. Both are in
 * the audit trail, naming the command and the OS user who ran it.
 */
export async function setAdminClaim(app: App, email: string, admin: boolean): Promise<string> {
  const auth = getAuth(app);
  const store = getFirestore(app);
  const actor = {
    uid: 'cli',
    email: `npm run admin:${admin ? 'grant' : 'revoke'} (${osUser()})`,
    operation: 'adminClaimCli',
  };
  if (admin) return (await inviteAdmin(auth, store, email.trim().toLowerCase(), actor)).uid;
  const user = await auth.getUserByEmail(email);
  const profileRef = collections(store).users.doc(user.uid);
  await store.runTransaction(async (tx) => {
    const before = (await tx.get(profileRef)).get('role') as string | undefined;
    tx.set(
      profileRef,
      { role: 'Customer', updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    auditAs(
      tx,
      actor,
      { kind: 'user', id: user.uid, label: user.email ?? email },
      { before: { role: before ?? 'Customer' }, after: { role: 'Customer' } },
    );
  });
  await writeAdminClaim(auth, user.uid, false);
  return user.uid;
}

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown user';
  }
}
