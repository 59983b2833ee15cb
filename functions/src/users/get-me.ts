import type { UserMe } from '@boi/domain/accounts/profile';
import { collections } from '../store/documents';
import type { Caller } from '../shared/auth';
import { db } from '../shared/firestore';
import { readDoc } from '../shared/read-meter';

/**
 * GET /api/v1/user/me. The role is the `admin` claim (what the server enforces), the name the
 * profile's (users/{uid}); without a profile yet, the token's name or the email's local part.
 */
export async function getMe(caller: Caller): Promise<UserMe> {
  const profile = (await readDoc(collections(db()).users.doc(caller.uid))).data();
  const email = caller.email ?? profile?.email ?? '';
  return {
    name: profile?.name ?? caller.name ?? email.split('@')[0] ?? '',
    email,
    role: caller.admin ? 'Admin' : 'Customer',
  };
}
