import type { AdminAccount } from '@boi/domain/admin/operations';
import { db } from '../shared/firestore';
import { collections } from '../store/documents';

/** At most this many admins are listed; a shop has a handful. */
const ADMINS_LISTED = 100;

/** GET /api/v1/admin/admins: the accounts holding the claim, by the role mirrored in their profile. */
export async function listAdmins(): Promise<AdminAccount[]> {
  const snapshot = await collections(db())
    .users.where('role', '==', 'Admin')
    .limit(ADMINS_LISTED)
    .get();
  return snapshot.docs
    .map((doc) => ({
      uid: doc.id,
      name: doc.get('name') as string,
      email: doc.get('email') as string,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
