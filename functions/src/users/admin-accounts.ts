import type { Auth, UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { ADMIN_ROLE_MESSAGES } from '@boi/domain/admin/accounts';

/** An account that is an admin right now: enabled, and carrying the `admin` claim. */
export const holdsAdmin = (user: UserRecord): boolean =>
  user.customClaims?.admin === true && !user.disabled;

/**
 * An invitation goes to any enabled account (or an address with none): the claim waits until the
 * address's owner proves the mailbox (users/admin-invites.ts), so an unverified squatter gains
 * nothing from it.
 */
export function assertGrantable(user: UserRecord): void {
  if (user.disabled) throw new HttpsError('failed-precondition', ADMIN_ROLE_MESSAGES.disabled);
}

/** Every live admin account, read from Firebase Auth (1,000 accounts a page). */
export async function liveAdmins(auth: Auth): Promise<UserRecord[]> {
  const admins: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    admins.push(...page.users.filter(holdsAdmin));
    pageToken = page.pageToken;
  } while (pageToken);
  return admins;
}

/** The Auth records of these accounts (getUsers takes 100 at a time); deleted ones are left out. */
export async function accountsOf(auth: Auth, uids: readonly string[]): Promise<UserRecord[]> {
  const found: UserRecord[] = [];
  for (let at = 0; at < uids.length; at += 100) {
    const { users } = await auth.getUsers(uids.slice(at, at + 100).map((uid) => ({ uid })));
    found.push(...users);
  }
  return found;
}

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
