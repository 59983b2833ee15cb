// An admin create retried with the same idempotencyKey makes one record and answers its id, at
// both doors, even when the copies race; another key, or another admin's, makes another.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWrite, uploadedPicture } from './admin-helpers';
import { callFunction, createTestUser, type TestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { collections } from '../src/store/documents';

const run = randomUUID().slice(0, 8);
const key = () => `retry-${randomUUID()}`;
let admin: TestUser;
let otherAdmin: TestUser;
const made: { collection: 'categories' | 'writers' | 'coupons' | 'banners'; id: string }[] = [];

beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([
    createTestUser({ admin: true }),
    createTestUser({ admin: true }),
  ]);
});

afterAll(async () => {
  const all = collections(testDb());
  await Promise.all(made.map(({ collection, id }) => all[collection].doc(id).delete()));
});

const countNamed = async (collection: 'categories' | 'writers', name: string) =>
  (await collections(testDb())[collection].where('name', '==', name).get()).size;

describe('an admin create with an idempotency key', () => {
  it('retried through the callable, makes one category and answers its id', async () => {
    const name = `আবার ${run}`;
    const idempotencyKey = key();
    const first = await callFunction('createCategory', { name, idempotencyKey }, admin.idToken);
    const again = await callFunction('createCategory', { name, idempotencyKey }, admin.idToken);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    made.push({ collection: 'categories', id: first.body.result.id });
    expect(again.body.result).toEqual({
      id: first.body.result.id,
      message: `Already added: ${name}`,
    });
    expect(await countNamed('categories', name)).toBe(1);
  });

  it('sent five times at once, makes one writer', async () => {
    const name = `একসাথে ${run}`;
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        callFunction('createWriter', { name, idempotencyKey }, admin.idToken),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.body.result.id));
    expect(ids.size).toBe(1);
    made.push({ collection: 'writers', id: [...ids][0] });
    expect(await countNamed('writers', name)).toBe(1);
  });

  it('retried on its /api/v1 row, answers the coupon it made instead of "already exists"', async () => {
    const couponCode = `RETRY${run.toUpperCase()}`.replace(/[^A-Z0-9]/g, '');
    const body = { couponCode, discountPercent: 10, idempotencyKey: key() };
    const first = await apiWrite('POST', '/coupon-add', { body, token: admin.idToken });
    const again = await apiWrite('POST', '/coupon-add', { body, token: admin.idToken });
    expect(first.status).toBe(201);
    made.push({ collection: 'coupons', id: couponCode });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(couponCode);
    // Without the key, the same coupon is a conflict, as before.
    const plain = await apiWrite('POST', '/coupon-add', {
      body: { couponCode, discountPercent: 10 },
      token: admin.idToken,
    });
    expect(plain.status).toBe(409);
  });

  it('retried after its upload was used, answers the banner it made', async () => {
    const input = { image: await uploadedPicture('banner', admin.idToken), idempotencyKey: key() };
    const first = await callFunction('createBanner', input, admin.idToken);
    expect(first.status).toBe(200);
    made.push({ collection: 'banners', id: first.body.result.id });
    const again = await callFunction('createBanner', input, admin.idToken);
    expect(again.body.result.id).toBe(first.body.result.id);
  });

  it('with another key, or from another admin, makes another record', async () => {
    const name = `দুটি ${run}`;
    const idempotencyKey = key();
    const mine = await callFunction('createCategory', { name, idempotencyKey }, admin.idToken);
    const theirs = await callFunction(
      'createCategory',
      { name, idempotencyKey },
      otherAdmin.idToken,
    );
    const fresh = await callFunction(
      'createCategory',
      { name, idempotencyKey: key() },
      admin.idToken,
    );
    const ids = [mine, theirs, fresh].map((answer) => answer.body.result.id as string);
    for (const id of ids) made.push({ collection: 'categories', id });
    expect(new Set(ids).size).toBe(3);
    expect(await countNamed('categories', name)).toBe(3);
  });

  it('refuses a malformed key and makes nothing', async () => {
    const name = `ভুল ${run}`;
    const answer = await callFunction(
      'createCategory',
      { name, idempotencyKey: 'x' },
      admin.idToken,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('idempotencyKey');
    expect(await countNamed('categories', name)).toBe(0);
  });
});
