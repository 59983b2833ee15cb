import { z } from 'zod';

/** Admins: who holds the `admin` custom claim. */

export const ADMIN_ROLE_MESSAGES = {
  email: 'Invalid Email',
  lastAdmin: 'The last admin cannot be revoked: grant the claim to someone else first.',
  noAccount: 'No account has this e-mail. The person must sign up first.',
  unverified:
    'This e-mail address is not verified yet: the person must open the verification link Boi mailed them, then you can grant it.',
  disabled: 'This account is disabled.',
  invited: (email: string) =>
    `Invitation sent to ${email}: they become an admin when they set a password through the link in it`,
  badInvite:
    'This admin invitation is invalid, expired or already used. Ask an admin for a new one.',
  accepted: 'You are now an admin of Boi. Please sign in with your new password.',
} as const;

/** How long an admin invitation's link stays usable. */
export const ADMIN_INVITE_HOURS = 72;

/** setAdminRole: grant (admin true) or revoke (false) the `admin` claim of an account, by e-mail. */
export const setAdminRoleInputSchema = z.object({
  email: z.email(ADMIN_ROLE_MESSAGES.email).trim().toLowerCase(),
  admin: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
});

/**
 * GET /api/v1/admin/admins: the accounts that hold the claim, as Firebase Auth has them now.
 * `emailVerified`: the owner of the address confirmed it (a grant needs it).
 */
export type AdminAccount = { uid: string; name: string; email: string; emailVerified: boolean };
