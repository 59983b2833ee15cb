// setAdminRole and GET /admin/admins: admins invite (the claim follows the invitee's acceptance:
// admin-invitations.test.ts) and revoke the `admin` claim by e-mail, through the callable and its
// /api/v1 row; the shop never loses its last admin (counted from Firebase Auth, whatever the
// profiles say).
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_MESSAGES } from '@boi/domain/admin/accounts';
import { collections } from '../src/store/documents';
import { apiWrite } from './admin-helpers';
import {
  acceptInvitation,
  callFunction,
  createTestUser,
  getAuthed,
  signIn,
  type TestUser,
} from './auth-helpers';
import { testDb } from './fixtures';

const PASSWORD = 'secret-123';
let admin: TestUser;
let reader: TestUser;

/** An admin whose profile says so, as setAdminRole leaves it. */
async function profiledAdmin(): Promise<TestUser> {
  const user = await createTestUser({ admin: true });
  await collections(testDb())
    .users.doc(user.uid)
    .set({
      name: user.name,
      email: user.email,
      role: 'Admin',
      createdAt: new Date() as never,
    });
  return user;
}

beforeAll(async () => {
  admin = await profiledAdmin();
  reader = await createTestUser();
});

describe('setAdminRole', () => {
  it('is refused to visitors and customers, through both doors', async () => {
    const input = { email: reader.email, admin: true };
    expect((await callFunction('setAdminRole', input)).body.error.status).toBe('UNAUTHENTICATED');
    expect((await callFunction('setAdminRole', input, reader.idToken)).body.error.status).toBe(
      'PERMISSION_DENIED',
    );
    expect(
      (await apiWrite('PATCH', '/admin/role', { body: input, token: reader.idToken })).status,
    ).toBe(403);
    expect((await getAuth().getUser(reader.uid)).customClaims?.admin).toBeUndefined();
  });

  it('invites by e-mail; once accepted the next token carries the claim, and the Admins list shows it', async () => {
    const granted = await callFunction(
      'setAdminRole',
      { email: reader.email.toUpperCase(), admin: true },
      admin.idToken,
    );
    expect(granted.body.result).toEqual({
      message: ADMIN_ROLE_MESSAGES.invited(reader.email),
      id: reader.uid,
    });
    expect((await getAuth().getUser(reader.uid)).customClaims?.admin).toBeUndefined();
    expect((await acceptInvitation(reader.email, PASSWORD)).status).toBe(200);
    // A fresh ID token (what the web app fetches when the account area opens) carries the claim.
    const token = await signIn(reader.email, PASSWORD);
    const admins = await getAuthed('/api/v1/admin/admins', token);
    expect(admins.status).toBe(200);
    expect(admins.body.data).toContainEqual({
      uid: reader.uid,
      name: reader.name,
      email: reader.email,
      emailVerified: true,
    });
    expect((await collections(testDb()).users.doc(reader.uid).get()).get('role')).toBe('Admin');

    const revoked = await apiWrite('PATCH', '/admin/role', {
      body: { email: reader.email, admin: 'false' },
      token: admin.idToken,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(`${reader.email} is no longer an admin`);
    const after = await signIn(reader.email, PASSWORD);
    expect((await getAuthed('/api/v1/admin/admins', after)).status).toBe(403);
    expect((await collections(testDb()).users.doc(reader.uid).get()).get('role')).toBe('Customer');
  });

  it('names a bad e-mail', async () => {
    const bad = await apiWrite('PATCH', '/admin/role', {
      body: { email: 'x', admin: true },
      token: admin.idToken,
    });
    expect([bad.status, bad.body.message]).toEqual([400, ADMIN_ROLE_MESSAGES.email]);
  });

  it('never revokes the last admin, however the profiles lie', async () => {
    await onlyAdmin(admin);
    // Profiles that say Admin without the live claim: a customer whose mirror says so, and an
    // admin whose account is disabled. Neither is an admin the shop could fall back on.
    const liar = await createTestUser();
    const disabled = await profiledAdmin();
    await getAuth().updateUser(disabled.uid, { disabled: true });
    await collections(testDb())
      .users.doc(liar.uid)
      .set({ name: liar.name, email: liar.email, role: 'Admin', createdAt: new Date() as never });

    const last = await callFunction(
      'setAdminRole',
      { email: admin.email, admin: false },
      admin.idToken,
    );
    expect(last.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: ADMIN_ROLE_MESSAGES.lastAdmin,
    });
    expect((await getAuth().getUser(admin.uid)).customClaims?.admin).toBe(true);
    // The Admins page lists only live admins too.
    const listed = (await getAuthed('/api/v1/admin/admins', admin.idToken)).body.data as {
      uid: string;
    }[];
    expect(listed.map((account) => account.uid)).toEqual([admin.uid]);

    // An admin with the live claim and no profile at all is counted: the revoke goes through.
    const second = await createTestUser({ admin: true });
    const revoked = await callFunction(
      'setAdminRole',
      { email: admin.email, admin: false },
      second.idToken,
    );
    expect(revoked.status).toBe(200);
    expect((await getAuth().getUser(admin.uid)).customClaims?.admin).toBeUndefined();
    await getAuth().setCustomUserClaims(admin.uid, { admin: true });
    admin = { ...admin, idToken: await signIn(admin.email, PASSWORD) };
  });
});

/** Takes the claim off every admin account but `keep`, straight through the Admin SDK. */
async function onlyAdmin(keep: TestUser): Promise<void> {
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.uid !== keep.uid && user.customClaims?.admin === true) {
        await getAuth().setCustomUserClaims(user.uid, {});
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
}
