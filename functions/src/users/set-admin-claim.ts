import type { App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { collections } from '../store/documents';

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

/** `npm run admin:grant` (the first admin): the claim, mirrored as the profile's role. */
export async function setAdminClaim(app: App, email: string, admin: boolean): Promise<string> {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  await writeAdminClaim(auth, user.uid, admin);
  await collections(getFirestore(app))
    .users.doc(user.uid)
    .set(
      { role: admin ? 'Admin' : 'Customer', updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  return user.uid;
}
