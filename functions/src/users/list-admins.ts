import type { AdminAccount } from '@boi/domain/admin/accounts';
import { adminAuth, db } from '../shared/firestore';
import { collections } from '../store/documents';
import { accountsOf, holdsAdmin } from './admin-accounts';

/** At most this many admins are listed; a shop has a handful. */
const ADMINS_LISTED = 100;

/**
 * GET /api/v1/admin/admins: the accounts holding the claim. The profiles' role mirror names the
 * candidates (one query, not a walk through every account); Firebase Auth says which of them hold
 * the claim now, are enabled, and have a verified address.
 */
export async function listAdmins(): Promise<AdminAccount[]> {
  const snapshot = await collections(db())
    .users.where('role', '==', 'Admin')
    .limit(ADMINS_LISTED)
    .get();
  const names = new Map(snapshot.docs.map((doc) => [doc.id, doc.get('name') as string]));
  const accounts = await accountsOf(adminAuth(), [...names.keys()]);
  return accounts
    .filter(holdsAdmin)
    .map((user) => ({
      uid: user.uid,
      name: names.get(user.uid) || user.displayName || '',
      email: user.email ?? '',
      emailVerified: user.emailVerified,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
