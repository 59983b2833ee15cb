// The attacks on admin grants (issue 38), each as the attacker makes it: a squatter registers a
// future staff address before its owner, links their own phone, and waits for the grant. A grant
// is now an invitation to the mailbox; accepting it signs out every other session and removes the
// other ways in; an admin session needs a password (or an e-mail link), never a phone code alone.
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_MESSAGES } from '@boi/domain/admin/accounts';
import { PASSWORD_CHANGED_MESSAGE } from '@boi/domain/accounts/auth';
import { runCli } from './admin-helpers';
import {
  acceptInvitation,
  callFunction,
  createTestUser,
  getAuthed,
  mailCount,
  mailTo,
  newMobileNumber,
  refreshIdToken,
  RESET_LINK,
  signIn,
  signInByPhone,
  signUpDirectly,
  type TestUser,
} from './auth-helpers';
import { testDb } from './fixtures';

let admin: TestUser;
const staffAddress = () =>
  `staff-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@boi.test`;
const adminsListStatus = async (token: string) =>
  (await getAuthed('/api/v1/admin/admins', token)).status;

beforeAll(async () => {
  testDb();
  admin = await createTestUser({ admin: true });
});

/**
 * Whether a session signed in before the accept is over: production refuses its refresh token; the
 * Auth emulator still refreshes it, and then the functions refuse the refreshed token (its
 * auth_time is before the revoke), even though it now carries the claim.
 */
async function revokedSession(refreshToken: string): Promise<boolean> {
  const refreshed = await refreshIdToken(refreshToken);
  return refreshed === null || (await adminsListStatus(refreshed)) === 401;
}

/** The squatter's account: the staff address, their password, their phone; then the owner verifies. */
async function squattedStaffAccount() {
  const email = staffAddress();
  const squatter = await signUpDirectly(email, 'squatter-1');
  const phone = newMobileNumber();
  await getAuth().updateUser(squatter.localId, { phoneNumber: phone });
  // The real owner clicks the verification mail the shop sends them.
  await getAuth().updateUser(squatter.localId, { emailVerified: true });
  return { email, phone, uid: squatter.localId, refreshToken: squatter.refreshToken };
}

describe('a grant is an invitation', () => {
  it('the squatter of a verified staff address gains nothing from the grant, and loses the account when the owner accepts', async () => {
    const staff = await squattedStaffAccount();
    const granted = await callFunction(
      'setAdminRole',
      { email: staff.email, admin: true },
      admin.idToken,
    );
    expect(granted.status).toBe(200);
    expect(granted.body.result.message).toBe(ADMIN_ROLE_MESSAGES.invited(staff.email));
    expect((await getAuth().getUser(staff.uid)).customClaims?.admin).toBeUndefined();
    expect(await mailCount(staff.email)).toBe(1);

    // The squatter signs in with their password and reads the admins: refused.
    expect(await adminsListStatus(await signIn(staff.email, 'squatter-1'))).toBe(403);

    // The mailbox's owner opens the invitation and sets a password. Revocation counts in whole
    // seconds (a session signed in the same second as the revoke survives it, in production too),
    // so the owner acts a second after the squatter's sign-in, as a person would.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const accepted = await acceptInvitation(staff.email, 'owner-pass-1');
    expect(accepted.body.result).toEqual({ message: ADMIN_ROLE_MESSAGES.accepted });
    const after = await getAuth().getUser(staff.uid);
    expect(after.customClaims?.admin).toBe(true);
    expect(after.phoneNumber).toBeUndefined();
    expect(after.providerData.map((p) => p.providerId)).toEqual(['password']);

    // The squatter: the old password fails, the old session cannot refresh, the phone signs in
    // to a new, empty account that is no admin.
    await expect(signIn(staff.email, 'squatter-1')).rejects.toThrow();
    expect(await revokedSession(staff.refreshToken)).toBe(true);
    const byPhone = await signInByPhone(staff.phone);
    expect(byPhone.uid).not.toBe(staff.uid);
    expect(await adminsListStatus(byPhone.idToken)).toBe(403);

    // The owner, signed in with the new password, is an admin.
    expect(await adminsListStatus(await signIn(staff.email, 'owner-pass-1'))).toBe(200);
    // The link is spent: its code was used (the invite token alone is refused too: below).
    const again = await acceptInvitation(staff.email, 'other-pass-1');
    expect(again.body.error.status).toBe('INVALID_ARGUMENT');
    await callFunction('setAdminRole', { email: staff.email, admin: false }, admin.idToken);
  });

  it('invites an address with no account yet: the account is made, with no way in but the link', async () => {
    const email = staffAddress();
    const granted = await callFunction('setAdminRole', { email, admin: true }, admin.idToken);
    expect(granted.status).toBe(200);
    const made = await getAuth().getUserByEmail(email);
    expect(made.customClaims?.admin).toBeUndefined();
    expect((await acceptInvitation(email, 'owner-pass-2')).status).toBe(200);
    expect(await adminsListStatus(await signIn(email, 'owner-pass-2'))).toBe(200);
    await callFunction('setAdminRole', { email, admin: false }, admin.idToken);
  });

  it('a forged invite token changes nothing: the password stays', async () => {
    const staff = await createTestUser();
    await callFunction('setAdminRole', { email: staff.email, admin: true }, admin.idToken);
    const link = await mailTo(staff.email, RESET_LINK);
    const forged = await callFunction('resetPassword', {
      code: decodeURIComponent(link?.[1] ?? ''),
      password: 'forged-pass-1',
      invite: 'x'.repeat(43),
    });
    expect(forged.body.error.status).toBe('FAILED_PRECONDITION');
    expect((await getAuth().getUser(staff.uid)).customClaims?.admin).toBeUndefined();
    await expect(signIn(staff.email, 'forged-pass-1')).rejects.toThrow();
  });

  it('`npm run admin:grant` mails the invitation too; the claim follows its acceptance', async () => {
    const staff = await createTestUser();
    const cli = runCli('grant', staff.email);
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain('Invitation mailed');
    expect((await getAuth().getUser(staff.uid)).customClaims?.admin).toBeUndefined();
    expect((await acceptInvitation(staff.email, 'owner-pass-3')).status).toBe(200);
    expect((await getAuth().getUser(staff.uid)).customClaims?.admin).toBe(true);
    expect(runCli('revoke', staff.email).status).toBe(0);
  });
});

describe('admin sessions', () => {
  it('an admin signed in with a phone code alone is a customer; with the password, an admin', async () => {
    const phoneAdmin = await createTestUser({ admin: true });
    const phone = newMobileNumber();
    await getAuth().updateUser(phoneAdmin.uid, { phoneNumber: phone });
    const byPhone = await signInByPhone(phone);
    expect(byPhone.uid).toBe(phoneAdmin.uid);
    expect(await adminsListStatus(byPhone.idToken)).toBe(403);
    const write = await callFunction('createCategory', { name: 'ফোন' }, byPhone.idToken);
    expect(write.body.error.status).toBe('PERMISSION_DENIED');
    expect(await adminsListStatus(await signIn(phoneAdmin.email, 'secret-123'))).toBe(200);
  });
});

describe('a password reset of a never-verified account', () => {
  it('removes the squatter phone and signs out their sessions', async () => {
    const email = staffAddress();
    const squatter = await signUpDirectly(email, 'squatter-2');
    const phone = newMobileNumber();
    await getAuth().updateUser(squatter.localId, { phoneNumber: phone });
    // The owner asks for a reset and uses the mailed link.
    expect((await callFunction('requestPasswordReset', { email })).status).toBe(200);
    const link = await mailTo(email, RESET_LINK);
    const reset = await callFunction('resetPassword', {
      code: decodeURIComponent(link?.[1] ?? ''),
      password: 'owner-pass-4',
    });
    expect(reset.body.result).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    const after = await getAuth().getUser(squatter.localId);
    expect([after.emailVerified, after.phoneNumber]).toEqual([true, undefined]);
    expect(after.tokensValidAfterTime).toBeDefined();
    expect((await signInByPhone(phone)).uid).not.toBe(squatter.localId);
  });
});
