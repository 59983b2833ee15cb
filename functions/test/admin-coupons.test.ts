import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/store/documents';
import {
  DOORS,
  HOSTILE_IDS,
  expectAdminOnly,
  expectAdminOnlyRead,
  expectRefused,
  fetchFunction,
  okStatus,
  send,
  type AdminCall,
} from './admin-doors';
import { apiWrite } from './admin-helpers';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { getJson, testDb } from './fixtures';

let admin: TestUser;
let customer: TestUser;
const run = randomUUID().slice(0, 6).toUpperCase();
let serial = 0;
const codes: string[] = [];
/** A fresh coupon code of this run, in the case given. */
const newCode = (prefix = 'T') => {
  serial += 1;
  const code = `${prefix}${run}${serial}`;
  codes.push(code.toUpperCase());
  return code;
};
let bookFairBefore: { bookFairYear: string } | undefined;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
  bookFairBefore = (await collections(testDb()).bookFair.doc('current').get()).data();
});
afterAll(async () => {
  const all = collections(testDb());
  await Promise.all(codes.map((code) => all.coupons.doc(code).delete()));
  const fair = all.bookFair.doc('current');
  await (bookFairBefore ? fair.set(bookFairBefore) : fair.delete());
});

const CREATE: AdminCall = {
  name: 'createCoupon',
  method: 'POST',
  http: (body) => ({ path: '/coupon-add', body }),
};
const SET_ACTIVE: AdminCall = {
  name: 'setCouponActive',
  method: 'PATCH',
  http: ({ couponCode, ...body }) => ({ path: `/coupon/${String(couponCode)}`, body }),
};
const BOOK_FAIR: AdminCall = {
  name: 'updateBookFair',
  method: 'PATCH',
  http: ({ id, ...body }) => ({ path: `/book-fair/${String(id)}`, body }),
};

const couponDoc = async (code: string) =>
  (await collections(testDb()).coupons.doc(code.toUpperCase()).get()).data();
const bookFairDoc = async () => (await collections(testDb()).bookFair.doc('current').get()).data();

async function createdCoupon(percent = 10): Promise<string> {
  const code = newCode();
  await collections(testDb()).coupons.doc(code).set({
    couponCode: code,
    discountPercent: percent,
    active: true,
  });
  return code;
}

describe('who may manage coupons and the book fair', () => {
  const rows: [
    AdminCall,
    () => Promise<Record<string, unknown>>,
    (input: Record<string, unknown>) => Promise<unknown>,
    (input: Record<string, unknown>) => Promise<void>,
  ][] = [
    [
      CREATE,
      async () => ({ couponCode: newCode(), discountPercent: 15 }),
      (input) => couponDoc(String(input.couponCode)),
      async (input) =>
        expect(await couponDoc(String(input.couponCode))).toEqual({ ...input, active: true }),
    ],
    [
      SET_ACTIVE,
      async () => ({ couponCode: await createdCoupon(), active: false }),
      (input) => couponDoc(String(input.couponCode)),
      async (input) =>
        expect(await couponDoc(String(input.couponCode))).toMatchObject({ active: false }),
    ],
    [
      BOOK_FAIR,
      async () => ({ id: 'current', bookFairYear: String(2030 + serial++) }),
      () => bookFairDoc(),
      async (input) => expect(await bookFairDoc()).toEqual({ bookFairYear: input.bookFairYear }),
    ],
  ];

  it.each(rows)(
    '$name: visitors 401, customers 403, admins succeed, through both doors',
    async (call, inputOf, state, check) => {
      for (const door of DOORS) {
        const input = await inputOf();
        await expectAdminOnly(door, call, input, customer, () => state(input));
        const done = await send(door, call, input, admin);
        expect(done.status).toBe(okStatus(door, call));
        expect(done.result).toEqual({ message: expect.any(String), id: expect.any(String) });
        await check(input);
      }
    },
  );
});

describe('createCoupon', () => {
  it('stores an active coupon under its upper-cased code, which checkCoupon accepts', async () => {
    const code = newCode('t');
    const { status, body } = await apiWrite('POST', '/coupon-add', {
      body: { couponCode: ` ${code} `, discountPercent: '20' },
      token: admin.idToken,
      as: 'form',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      message: `Coupon ${code.toUpperCase()} added (20% off)`,
      data: { message: `Coupon ${code.toUpperCase()} added (20% off)`, id: code.toUpperCase() },
    });
    expect(await couponDoc(code)).toEqual({
      couponCode: code.toUpperCase(),
      discountPercent: 20,
      active: true,
    });
    const check = await callFunction('checkCoupon', { code });
    expect(check.body.result).toEqual({ couponCode: code.toUpperCase(), discountPercent: 20 });
  });

  it('refuses a code that exists in any case, and leaves the first coupon alone', async () => {
    const code = newCode();
    expect(
      (await send('callable', CREATE, { couponCode: code, discountPercent: 10 }, admin)).status,
    ).toBe(200);
    for (const door of DOORS) {
      await expectRefused(
        door,
        CREATE,
        { couponCode: code.toLowerCase(), discountPercent: 50 },
        admin,
        'already-exists',
        'Coupon code already exists',
      );
    }
    expect(await couponDoc(code)).toEqual({ couponCode: code, discountPercent: 10, active: true });
  });

  it.each([0, 101, 'abc', 12.5, -5, null])('refuses discountPercent %s', async (percent) => {
    for (const door of DOORS) {
      const code = newCode();
      await expectRefused(
        door,
        CREATE,
        { couponCode: code, discountPercent: percent },
        admin,
        'invalid-argument',
        'Discount percent is a whole number from 1 to 100',
      );
      expect(await couponDoc(code)).toBeUndefined();
    }
  });

  it.each(['', 'ab', 'has space', 'ü-umlaut', 'x'.repeat(33), '../x'])(
    'refuses the code %j',
    async (couponCode) => {
      for (const door of DOORS) {
        await expectRefused(
          door,
          CREATE,
          { couponCode, discountPercent: 10 },
          admin,
          'invalid-argument',
        );
      }
    },
  );
});

describe('setCouponActive', () => {
  it('a deactivated coupon is refused by checkCoupon and placeOrder, and can come back', async () => {
    const code = await createdCoupon(25);
    const off = await send(
      'http',
      SET_ACTIVE,
      { couponCode: code.toLowerCase(), active: 'false' },
      admin,
    );
    expect(off).toMatchObject({
      status: 200,
      result: { message: `Coupon ${code} deactivated`, id: code },
    });
    expect(await couponDoc(code)).toMatchObject({ active: false, discountPercent: 25 });
    const refused = await callFunction('checkCoupon', { code });
    expect(refused.body.error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'Invalid or expired coupon',
    });

    const on = await send('callable', SET_ACTIVE, { couponCode: code, active: true }, admin);
    expect(on.result.message).toBe(`Coupon ${code} activated`);
    expect((await callFunction('checkCoupon', { code })).body.result).toEqual({
      couponCode: code,
      discountPercent: 25,
    });
  });

  it('answers not-found for an unknown coupon and refuses a non-boolean', async () => {
    const unknown = newCode();
    for (const door of DOORS) {
      await expectRefused(
        door,
        SET_ACTIVE,
        { couponCode: unknown, active: false },
        admin,
        'not-found',
        `Coupon ${unknown} was not found`,
      );
      await expectRefused(
        door,
        SET_ACTIVE,
        { couponCode: unknown, active: 'maybe' },
        admin,
        'invalid-argument',
      );
    }
    expect(await couponDoc(unknown)).toBeUndefined();
  });
});

describe('GET /api/v1/coupon', () => {
  it('is for admins only', async () => {
    await expectAdminOnlyRead('/api/v1/coupon', customer);
  });

  it('lists the coupons by code with their percent and state', async () => {
    const code = await createdCoupon(30);
    await send('callable', SET_ACTIVE, { couponCode: code, active: false }, admin);
    const { status, headers, body } = await getAuthed('/api/v1/coupon', admin.idToken);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const list = body.data as { couponCode: string; discountPercent: number; active: boolean }[];
    expect(list).toContainEqual({ couponCode: code, discountPercent: 30, active: false });
    const sorted = [...list.map((c) => c.couponCode)].sort();
    expect(list.map((c) => c.couponCode)).toEqual(sorted);
    const total = (await collections(testDb()).coupons.count().get()).data().count;
    expect(list.length).toBe(Math.min(total, 200));
  });
});

describe('updateBookFair', () => {
  it('writes bookFair/current, which GET /book-fair then answers', async () => {
    const fair = await getJson('/api/v1/book-fair');
    expect(fair.body.data._id).toBe('current');
    const { status, body } = await apiWrite('PATCH', `/book-fair/${fair.body.data._id}`, {
      body: { bookFairYear: '2025' },
      token: admin.idToken,
      as: 'form',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Book fair year updated to 2025');
    expect(await bookFairDoc()).toEqual({ bookFairYear: '2025' });
    // The callable may leave the id out: there is one book fair.
    const callable = await send('callable', BOOK_FAIR, { bookFairYear: '2026' }, admin);
    expect(callable.result).toEqual({ message: 'Book fair year updated to 2026', id: 'current' });
    expect(await bookFairDoc()).toEqual({ bookFairYear: '2026' });
  });

  it('refuses other ids and years that are not 4 digits, writing nothing', async () => {
    const before = await bookFairDoc();
    for (const door of DOORS) {
      await expectRefused(
        door,
        BOOK_FAIR,
        { id: 'other', bookFairYear: '2027' },
        admin,
        'not-found',
        'Book fair other was not found',
      );
      for (const bookFairYear of ['23', 'abcd', '', '20245']) {
        await expectRefused(
          door,
          BOOK_FAIR,
          { id: 'current', bookFairYear },
          admin,
          'invalid-argument',
          'Book fair year is a 4-digit year',
        );
      }
    }
    expect(await bookFairDoc()).toEqual(before);
  });
});

describe('hostile coupon codes and book-fair ids', () => {
  it('get 400 or 404, never a 5xx', async () => {
    for (const id of HOSTILE_IDS) {
      const coupon = await apiWrite('PATCH', `/coupon/${id}`, {
        body: { active: false },
        token: admin.idToken,
      });
      const fair = await apiWrite('PATCH', `/book-fair/${id}`, {
        body: { bookFairYear: '2024' },
        token: admin.idToken,
      });
      expect([400, 404]).toContain(coupon.status);
      expect([400, 404]).toContain(fair.status);
    }
    for (const path of [`/coupon/${'x'.repeat(10_000)}`, `/book-fair/${'x'.repeat(10_000)}`]) {
      const long = await fetchFunction(path, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${admin.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ active: false, bookFairYear: '2024' }),
      });
      expect([long.status, long.body.error]).toEqual([400, 'invalid-argument']);
    }
  });
});
