import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders/order';
import { collections } from '../src/store/documents';
import { callFunction, createTestUser, getAuthed } from './auth-helpers';
import { testDb } from './fixtures';
import { shopFixtures } from './order-fixtures';

const shop = shopFixtures();
afterAll(() => shop.cleanup());

describe('createProfile and GET /api/v1/user/me', () => {
  it('creates the profile with the token’s email and no role, then updates the name', async () => {
    const user = await createTestUser();
    // The attack: a role, an admin flag and another address in the body.
    const created = await callFunction(
      'createProfile',
      { name: ' পাঠক ', role: 'Admin', admin: true, email: 'someone@else.test' },
      user.idToken,
    );
    expect(created.body.result).toEqual({ name: 'পাঠক', email: user.email, role: 'Customer' });
    const ref = collections(testDb()).users.doc(user.uid);
    const firstCreatedAt = (await ref.get()).get('createdAt').toMillis();

    const me = await getAuthed('/api/v1/user/me', user.idToken);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.body.data).toEqual({ name: 'পাঠক', email: user.email, role: 'Customer' });

    await callFunction('createProfile', { name: 'নতুন নাম', role: 'Admin' }, user.idToken);
    const stored = (await ref.get()).data()!;
    expect(stored).toMatchObject({ name: 'নতুন নাম', email: user.email });
    expect(stored.role).toBeUndefined();
    expect(stored.createdAt.toMillis()).toBe(firstCreatedAt);
    expect((await getAuth().getUser(user.uid)).customClaims?.admin).toBeUndefined();
  });

  it('answers an admin (custom claim) the Admin role, and never writes the role mirror', async () => {
    const admin = await createTestUser({ admin: true });
    const created = await callFunction('createProfile', { name: 'Admin' }, admin.idToken);
    expect(created.body.result.role).toBe('Admin');
    const me = await getAuthed('/api/v1/user/me', admin.idToken);
    expect(me.body.data).toMatchObject({ email: admin.email, role: 'Admin' });
    expect((await collections(testDb()).users.doc(admin.uid).get()).get('role')).toBeUndefined();
  });

  it('cannot write the mirror back with a token that still says admin after a revoke', async () => {
    const admin = await createTestUser({ admin: true });
    const ref = collections(testDb()).users.doc(admin.uid);
    await ref.set({
      name: 'x',
      email: admin.email,
      role: 'Customer',
      createdAt: new Date() as never,
    });
    await getAuth().setCustomUserClaims(admin.uid, {});
    // The old ID token still carries `admin: true` for up to an hour.
    await callFunction('createProfile', { name: 'Revoked' }, admin.idToken);
    expect((await ref.get()).get('role')).toBe('Customer');
  });

  it('answers /user/me before a profile exists from the token', async () => {
    const user = await createTestUser();
    const me = await getAuthed('/api/v1/user/me', user.idToken);
    expect(me.body.data).toEqual({ name: user.name, email: user.email, role: 'Customer' });
  });

  it('needs a signed-in caller and a name', async () => {
    const signedOut = await callFunction('createProfile', { name: 'x' });
    expect(signedOut.body.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: LOGIN_REQUIRED_MESSAGE,
    });
    const user = await createTestUser();
    const blank = await callFunction('createProfile', { name: '  ' }, user.idToken);
    expect(blank.body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Name is required',
    });
    expect((await getAuthed('/api/v1/user/me')).status).toBe(401);
    expect((await getAuthed('/api/v1/user/me', 'garbage')).status).toBe(401);
  });
});

describe('checkCoupon', () => {
  it('returns an active coupon’s percent, for any case of the code and signed out too', async () => {
    const code = await shop.coupon(15);
    const { body } = await callFunction('checkCoupon', { code: code.toLowerCase() });
    expect(body.result).toEqual({ couponCode: code, discountPercent: 15 });
  });

  it('refuses unknown and inactive codes', async () => {
    const inactive = await shop.coupon(15, false);
    for (const code of ['NOPE', inactive, '../x']) {
      const { status, body } = await callFunction('checkCoupon', { code });
      expect(status).toBe(404);
      expect(body.error).toMatchObject({
        status: 'NOT_FOUND',
        message: 'Invalid or expired coupon',
      });
    }
  });
});
