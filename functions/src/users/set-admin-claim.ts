import { userInfo } from 'node:os';
import type { App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { auditAs } from '../shared/audit';
import { collections } from '../store/documents';
import { assertGrantable } from './admin-accounts';

/**
 * Sets or removes the `admin` custom claim, the only admin credential, keeping the user's other
 * claims. Their next ID token carries it (the web app refreshes its token when the account area
 * opens, so nobody has to sign in again).
 */
export async function writeAdminClaim(auth: Auth, uid: string, admin: boolean): Promise<void> {
  const user = await auth.getUser(uid);
  const { admin: _previous, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(uid, admin ? { ...others, admin: true } : others);
}

/**
 * `npm run admin:grant` (the first admin): the claim, mirrored as the profile's role, with an
 * audit entry naming the command and the OS user who ran it. A grant needs a verified address,
 * as on the Admins page (`failed-precondition` otherwise).
 */
export async function setAdminClaim(app: App, email: string, admin: boolean): Promise<string> {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  if (admin) assertGrantable(user);
  const store = getFirestore(app);
  const profileRef = collections(store).users.doc(user.uid);
  await store.runTransaction(async (tx) => {
    const before = (await tx.get(profileRef)).get('role') as string | undefined;
    const role = admin ? 'Admin' : 'Customer';
    tx.set(profileRef, { role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    auditAs(
      tx,
      {
        uid: 'cli',
        email: `npm run admin:${admin ? 'grant' : 'revoke'} (${osUser()})`,
        operation: 'adminClaimCli',
      },
      { kind: 'user', id: user.uid, label: user.email ?? email },
      { before: { role: before ?? 'Customer' }, after: { role } },
    );
  });
  await writeAdminClaim(auth, user.uid, admin);
  return user.uid;
}

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown user';
  }
}
