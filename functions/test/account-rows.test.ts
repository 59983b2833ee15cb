// The shopper rows of spec §7 as an API client uses them: sign up, sign in, forgot and reset the
// password, review, order, and read one's orders by e-mail.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_RESET_CODE_MESSAGE,
  CHECK_EMAIL_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  SIGNED_UP_MESSAGE,
  VERIFY_EMAIL_MESSAGE,
} from '@boi/domain/accounts/auth';
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from '@boi/domain/api/rate-limits';
import { collections } from '../src/store/documents';
import { apiWrite } from './admin-helpers';
import { createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { BASE_URL, testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
afterAll(() => shop.cleanup());

const newEmail = () => `api-${randomUUID().slice(0, 12)}@boi.test`;

/** The mails sent to an address. */
async function mailsTo(to: string) {
  const snapshot = await collections(testDb()).mail.where('to', '==', to).get();
  return snapshot.docs.map(
    (doc) => doc.get('message') as { subject: string; text: string; html: string },
  );
}
const login = (email: string, password: string) =>
  apiWrite('POST', '/user/login', { body: { email, password } });

describe('POST /user/signup and /user/login', () => {
  const email = newEmail();

  it('creates the account and its profile; its verification mail carries nothing the caller typed', async () => {
    const created = await apiWrite('POST', '/user/signup', {
      body: { name: 'রহিম', email, password: 'secret123' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(SIGNED_UP_MESSAGE);
    expect(created.body.data).toEqual({ message: SIGNED_UP_MESSAGE });
    testDb(); // the Admin SDK's default app
    const { uid } = await getAuth().getUserByEmail(email);
    const profile = (await collections(testDb()).users.doc(uid).get()).data();
    expect(profile).toMatchObject({ name: 'রহিম', email });
    expect(profile?.role).toBeUndefined();
    const [verification] = await mailsTo(email);
    expect(verification?.subject).toContain('Verify');
    expect(`${verification?.text}${verification?.html}`).not.toContain('রহিম');

    const short = await apiWrite('POST', '/user/signup', {
      body: { name: 'ক', email: newEmail(), password: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('at least 6');
  });

  it('answers a sign-up of a taken address exactly as a new one, and only tells the owner', async () => {
    // The attack: probe whether an address has an account, and mail it a text of one's choosing.
    const bait = 'Your account is locked: call 01700000000 <a href="http://evil.test">now</a>';
    const taken = await apiWrite('POST', '/user/signup', {
      body: { name: bait, email, password: 'other-pass1' },
    });
    const fresh = await apiWrite('POST', '/user/signup', {
      body: { name: bait, email: newEmail(), password: 'other-pass1' },
    });
    expect([taken.status, fresh.status]).toEqual([201, 201]);
    expect(taken.body).toEqual(fresh.body);
    // The account is unchanged: its password still works, the prober's does not.
    expect((await login(email, 'secret123')).status).toBe(201);
    expect((await login(email, 'other-pass1')).status).toBe(401);
    // Its owner gets one notice, with none of the caller's text.
    const mails = await mailsTo(email);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Verify'),
        expect.stringContaining('You already have a Boi account'),
      ]),
    );
    for (const mail of mails) {
      expect(`${mail.text}${mail.html}`).not.toContain('01700000000');
      expect(`${mail.text}${mail.html}`).not.toContain('evil.test');
    }
  });

  it('answers data.token, an ID token the API takes as bearer', async () => {
    const { status, body } = await login(email, 'secret123');
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ refreshToken: expect.any(String), expiresIn: 3600 });
    const me = await getAuthed('/api/v1/user/me', body.data.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ name: 'রহিম', email });
  });

  it('says the same for a wrong password as for an unknown address', async () => {
    const wrong = await login(email, 'not-the-password');
    const unknown = await login(newEmail(), 'whatever1');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(SIGN_IN_FAILED_MESSAGE);
  });

  it(`answers 429 with Retry-After after ${RATE_LIMITS.signIn.perEmail.count} attempts at one address`, async () => {
    const target = newEmail();
    for (let n = 0; n < RATE_LIMITS.signIn.perEmail.count; n += 1) {
      expect((await login(target, `guess-${n}`)).status).toBe(401);
    }
    const response = await fetch(`${BASE_URL}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: target, password: 'one-more' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toBe(RATE_LIMITED_MESSAGE);
  });
});

describe('a new account’s e-mail address', () => {
  it('must be verified, through the link mailed at sign-up, before the account orders or reviews', async () => {
    const email = newEmail();
    await apiWrite('POST', '/user/signup', { body: { name: 'নতুন', email, password: 'secret123' } });
    const book = await shop.book();
    const attempt = async () => {
      const token = (await login(email, 'secret123')).body.data.token as string;
      const order = await apiWrite('POST', '/order', {
        body: checkout([{ productId: book.id, quantity: 1 }]),
        token,
      });
      const review = await apiWrite('POST', '/review', {
        body: { forProduct: book.id, rating: 4, name: 'নতুন', comment: 'ভালো' },
        token,
      });
      return { order, review };
    };

    const refused = await attempt();
    for (const answer of [refused.order, refused.review]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(VERIFY_EMAIL_MESSAGE);
    }
    expect((await shop.stockOf(book.id)).quantity).toBe(book.quantity);
    expect((await collections(testDb()).orders.where('email', '==', email).get()).size).toBe(0);

    const mail = (await collections(testDb()).mail.where('to', '==', email).get()).docs.find(
      (doc) => (doc.get('message.subject') as string).includes('Verify'),
    );
    const link = /https?:\/\/\S*mode=verifyEmail\S*/.exec(mail?.get('message.text') ?? '')?.[0];
    expect(link).toBeDefined();
    // The Auth emulator's action page applies the code, as Firebase's hosted page does.
    expect((await fetch(link!)).ok).toBe(true);

    const allowed = await attempt();
    expect(allowed.order.status).toBe(201);
    expect(allowed.review.status).toBe(201);
    expect((await shop.stockOf(book.id)).quantity).toBe(book.quantity - 1);
  });
});

describe('POST /user/forgot and PATCH /user/password-reset', () => {
  it('mails a reset link to an account, answers the same for an unknown address, and resets once', async () => {
    const email = newEmail();
    await apiWrite('POST', '/user/signup', {
      body: { name: 'করিম', email, password: 'old-pass1' },
    });
    const known = await apiWrite('POST', '/user/forgot', { body: { email } });
    const unknown = await apiWrite('POST', '/user/forgot', { body: { email: newEmail() } });
    expect(known.status).toBe(201);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(CHECK_EMAIL_MESSAGE);
    // A form post works too; a broken percent-escape in one is refused, not taken as text.
    const form = (body: string) =>
      fetch(`${BASE_URL}/api/v1/user/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await form(`email=${encodeURIComponent(newEmail())}`)).status).toBe(201);
    expect((await form('email=%E0%A4%A')).status).toBe(400);

    const mails = (await collections(testDb()).mail.where('to', '==', email).get()).docs.filter(
      (mail) => (mail.get('message.text') as string).includes('/reset-password/'),
    );
    expect(mails.length).toBe(1);
    const text = mails[0]!.get('message.text') as string;
    const code = decodeURIComponent(/\/reset-password\/resetPassword\/(\S+)/.exec(text)![1]!);

    const reset = await apiWrite('PATCH', '/user/password-reset', {
      body: { password: 'new-pass1' },
      token: code,
    });
    expect(reset.status).toBe(200);
    expect((await login(email, 'new-pass1')).status).toBe(201);
    const reused = await apiWrite('PATCH', '/user/password-reset', {
      body: { password: 'newer-pass1' },
      token: code,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(BAD_RESET_CODE_MESSAGE);
  });
});

describe('POST /review, POST /order and GET /order/{email}', () => {
  let buyer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [buyer, other, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
  });

  it('places an order and reviews its book through the rows, signed in', async () => {
    const book = await shop.book({ quantity: 4 });
    const order = await apiWrite('POST', '/order', {
      body: checkout([{ productId: book.id, quantity: 1 }]),
      token: buyer.idToken,
    });
    expect(order.status).toBe(201);
    expect(order.body.data.orderId).toEqual(expect.any(String));
    const signedOut = await apiWrite('POST', '/order', {
      body: checkout([{ productId: book.id, quantity: 1 }]),
    });
    expect(signedOut.status).toBe(401);

    const review = await apiWrite('POST', '/review', {
      body: { forProduct: book.id, rating: 5, comment: 'চমৎকার', name: 'পাঠক' },
      token: buyer.idToken,
    });
    expect(review.status).toBe(201);
    expect(review.body.message).toEqual(expect.any(String));

    const mine = await getAuthed(`/api/v1/order/${buyer.email}`, buyer.idToken);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((o: { _id: string }) => o._id)).toContain(order.body.data.orderId);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    const stranger = await getAuthed(`/api/v1/order/${buyer.email}`, other.idToken);
    expect(stranger.status).toBe(403);
    const byAdmin = await getAuthed(`/api/v1/order/${buyer.email}`, admin.idToken);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toHaveLength(1);
    expect((await getAuthed(`/api/v1/order/${buyer.email}`)).status).toBe(401);
    expect((await getAuthed('/api/v1/order/not-an-email', buyer.idToken)).status).toBe(400);
  });
});
