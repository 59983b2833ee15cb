// An ID token outlives its admin claim by up to an hour: the functions check the account itself
// whenever a token says admin, so a revoked or disabled admin loses the dashboard at once.
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { callFunction, createTestUser, getAuthed } from './auth-helpers';

describe('a revoked or disabled admin', () => {
  it('cannot use a token issued while it was an admin', async () => {
    const admin = await createTestUser({ admin: true });
    await getAuth().setCustomUserClaims(admin.uid, {});
    const overview = await getAuthed('/api/v1/admin/overview', admin.idToken);
    expect(overview.status).toBe(403);
    const write = await callFunction('createCategory', { name: 'ফাঁকি' }, admin.idToken);
    expect(write.status).toBe(403);
    // Still a shopper: their own reads work.
    expect((await getAuthed('/api/v1/user/me', admin.idToken)).status).toBe(200);
  });

  it('is signed out when the account is disabled', async () => {
    const admin = await createTestUser({ admin: true });
    await getAuth().updateUser(admin.uid, { disabled: true });
    expect((await getAuthed('/api/v1/admin/overview', admin.idToken)).status).toBe(401);
    expect((await callFunction('createCategory', { name: 'ফাঁকি' }, admin.idToken)).status).toBe(
      401,
    );
  });
});
