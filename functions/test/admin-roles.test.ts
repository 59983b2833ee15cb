// setAdminRole and GET /admin/admins: admins grant and revoke the `admin` claim by e-mail, through
// the callable and its /api/v1 row; the shop never loses its last admin.
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_MESSAGES } from '@boi/domain/admin/operations';
import { collections } from '../src/store/documents';
import { apiWrite } from './admin-helpers';
import { callFunction, createTestUser, getAuthed, signIn, type TestUser } from './auth-helpers';
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

  it('grants the claim by e-mail; the next token carries it, and the Admins list shows it', async () => {
    const granted = await callFunction(
      'setAdminRole',
      { email: reader.email.toUpperCase(), admin: true },
      admin.idToken,
    );
    expect(granted.body.result).toEqual({
      message: `${reader.email} is now an admin`,
      id: reader.uid,
    });
    // A fresh ID token (what the web app fetches when the account area opens) carries the claim.
    const token = await signIn(reader.email, PASSWORD);
    const admins = await getAuthed('/api/v1/admin/admins', token);
    expect(admins.status).toBe(200);
    expect(admins.body.data).toContainEqual({
      uid: reader.uid,
      name: reader.name,
      email: reader.email,
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

  it('names an unknown e-mail and a bad one', async () => {
    const unknown = await callFunction(
      'setAdminRole',
      { email: 'nobody-here@boi.test', admin: true },
      admin.idToken,
    );
    expect(unknown.body.error).toMatchObject({
      status: 'NOT_FOUND',
      message: ADMIN_ROLE_MESSAGES.noAccount,
    });
    const bad = await apiWrite('PATCH', '/admin/role', {
      body: { email: 'x', admin: true },
      token: admin.idToken,
    });
    expect([bad.status, bad.body.message]).toEqual([400, ADMIN_ROLE_MESSAGES.email]);
  });

  it('never revokes the last admin', async () => {
    // Leave `admin` as the only admin the profiles know: revoke every other one.
    const others = await collections(testDb()).users.where('role', '==', 'Admin').get();
    for (const doc of others.docs) {
      if (doc.id === admin.uid) continue;
      const email = doc.get('email') as string;
      const result = await callFunction('setAdminRole', { email, admin: false }, admin.idToken);
      expect(result.status).toBe(200);
    }
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
  });
});
