import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { collections } from '../store/documents';

/**
 * Grants or revokes the `admin` custom claim, the only admin credential, keeping the user's other
 * claims, and mirrors it as the profile's role. The user's next ID token carries it (the web app
 * refreshes its token, so nobody has to sign in again).
 */
export async function setAdminClaim(app: App, email: string, admin: boolean): Promise<string> {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  const { admin: _previous, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, admin ? { ...others, admin: true } : others);
  await collections(getFirestore(app))
    .users.doc(user.uid)
    .set(
      { role: admin ? 'Admin' : 'Customer', updatedAt: FieldValue.serverTimestamp() },
      {
        merge: true,
      },
    );
  return user.uid;
}
