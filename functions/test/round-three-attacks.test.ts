// Issue 38's attacks, each made as an attacker makes it, with what anyone had before the fix: the
// Auth REST rows, the shop's /api/v1 rows and callables, a phone they hold, the shop's own mail to
// a mailbox's owner. The shop's side (an admin's grant or cancel, the hourly expiry) runs as the
// shop runs it. Each prints its figures on an `ATTACK` line (status, time, mails written, claim
// set: docs/security-round-3.md has them before and after), then asserts the safe outcome.
// The compressed bodies are compressed-body.test.ts; the page policy, page-policy.test.ts.
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, type RateAction } from '@boi/domain/api/rate-limits';
import { expirePendingOrders } from '../src/orders/expire-pending-orders';
import { collections } from '../src/store/documents';
import * as auth from './auth-helpers';
import { testDb } from './fixtures';
import { checkout, orderTyping, shopFixtures } from './order-fixtures';

const { callFunction, createTestUser, getAuthed, linkPhone, mailCount, newMobileNumber } = auth;
const { signIn, signInByPhone } = auth;

const shop = shopFixtures();
let admin: auth.TestUser;
const address = (who: string) =>
  `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const HOSTILE_NAME = 'Your refund is on hold: call 01900000000';
const adminsList = async (token: string) => (await getAuthed('/api/v1/admin/admins', token)).status;
const claimOf = async (uid: string) => (await getAuth().getUser(uid)).customClaims?.admin === true;

/** Times `act`; prints the attack's figures for the report. */
async function timed<T>(act: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await act();
  return [value, Math.round(performance.now() - started)];
}
function figures(attack: string, values: Record<string, unknown>) {
  console.info(`ATTACK ${JSON.stringify({ attack, ...values })}`);
}

/** Every mail written to `to`, and whether one carries `text`. */
async function mailsTo(to: string, text: string) {
  const docs = (await collections(testDb()).mail.where('to', '==', to).get()).docs;
  const carrying = docs.some((doc) => JSON.stringify(doc.get('message')).includes(text));
  return { mails: docs.length, carrying };
}

beforeAll(async () => {
  testDb();
  admin = await createTestUser({ admin: true });
});
afterAll(() => shop.cleanup());

describe('a squatted staff address', () => {
  it('the squatter of an address the owner verified gets no admin session from a grant, by password or linked phone', async () => {
    const email = address('staff');
    expect(await auth.shopSignUp(email, 'squatter-1')).toBe(201);
    const phone = newMobileNumber();
    await linkPhone(await signIn(email, 'squatter-1'), phone);
    // The real owner opens the verification mail the shop sent to the address.
    await auth.openVerificationLink(email);
    const { uid } = await getAuth().getUserByEmail(email);
    const granted = await callFunction('setAdminRole', { email, admin: true }, admin.idToken);
    expect(granted.status).toBe(200);

    const [byPassword, ms] = await timed(async () => adminsList(await signIn(email, 'squatter-1')));
    const byPhone = await adminsList((await signInByPhone(phone)).idToken);
    const claim = await claimOf(uid);
    figures('squatted staff address, the grant', {
      status: byPassword,
      phoneStatus: byPhone,
      ms,
      mails: await mailCount(email),
      claim,
    });
    expect([byPassword, byPhone, claim]).toEqual([403, 403, false]);
  });

  it("the squatter's linked phone stops signing in to the account once the owner resets the password", async () => {
    const email = address('owner');
    expect(await auth.shopSignUp(email, 'squatter-2')).toBe(201);
    const phone = newMobileNumber();
    await linkPhone(await signIn(email, 'squatter-2'), phone);
    const { uid } = await getAuth().getUserByEmail(email);
    // The owner asks for a reset and uses the mailed link.
    await callFunction('requestPasswordReset', { email });
    const link = await auth.mailTo(email, auth.RESET_LINK);
    const [reset, ms] = await timed(() =>
      callFunction('resetPassword', {
        code: decodeURIComponent(link?.[1] ?? ''),
        password: 'owner-pass-9',
      }),
    );
    const intoOwnersAccount = (await signInByPhone(phone)).uid === uid;
    figures("squatter's linked phone after the owner's reset", {
      status: reset.status,
      ms,
      mails: await mailCount(email),
      claim: await claimOf(uid),
      intoOwnersAccount,
    });
    expect(reset.status).toBe(200);
    expect(intoOwnersAccount).toBe(false);
  });
});

describe('an admin account', () => {
  it('is no admin session when signed in with an SMS code alone', async () => {
    const phoneAdmin = await createTestUser({ admin: true });
    const phone = newMobileNumber();
    // The admin linked their phone; whoever receives its SMS code (a swapped SIM) signs in.
    await linkPhone(phoneAdmin.idToken, phone);
    const [status, ms] = await timed(async () => adminsList((await signInByPhone(phone)).idToken));
    figures('admin signed in by SMS code alone', {
      status,
      ms,
      mails: 0,
      claim: await claimOf(phoneAdmin.uid),
    });
    expect(status).toBe(403);
  });
});

/** Prints the mail attack's figures, then asserts the victim got no mail, so none with the text. */
async function expectNoMailTo(
  attack: string,
  victim: string,
  placed: { status: number },
  ms: number,
) {
  const mails = await mailsTo(victim, HOSTILE_NAME);
  figures(attack, { status: placed.status, ms, ...mails, claim: false });
  expect(mails).toEqual({ mails: 0, carrying: false });
}

/** Places one copy as `idToken`'s shopper, typing `name` and `email` at checkout. */
const order = (idToken: string, name: string, email: string) =>
  orderTyping(shop, idToken, name, email);

describe("the shop's mail", () => {
  it("an account on someone else's unverified address, with the attacker's phone, mails them the attacker's text", async () => {
    const victim = address('victim');
    const account = await auth.signUpDirectly(victim, 'attacker-1');
    const idToken = await linkPhone(account.idToken, newMobileNumber());
    const [placed, ms] = await timed(() => order(idToken, HOSTILE_NAME, victim));
    await expectNoMailTo(
      'order mail to an unverified address, with a verified phone',
      victim,
      placed,
      ms,
    );
  });

  it("a phone-only shopper who types a stranger's address sends the stranger nothing, at any step", async () => {
    const victim = address('stranger');
    const { idToken } = await signInByPhone(newMobileNumber());
    const [placed, ms] = await timed(() => order(idToken, HOSTILE_NAME, victim));
    const id = placed.body.result?.orderId as string;
    await callFunction('updateOrderStatus', { id, orderStatus: 'Cancelled' }, admin.idToken);
    await expectNoMailTo('status mails to a typed stranger', victim, placed, ms);
  });
});

describe('unpaid mobile-payment orders', () => {
  it('with a made-up transaction id expire like cash on delivery and give their stock back', async () => {
    const shopper = await createTestUser();
    const book = await shop.book({ quantity: 10 });
    const ids: string[] = [];
    for (const method of ['bkash', 'nagad', 'dutchBangla']) {
      const input = checkout([{ productId: book.id, quantity: 1 }], {
        payment: { method, senderNumber: '01712345678', trxId: `FAKE${method.length}X9` } as never,
      });
      const placed = await callFunction('placeOrder', input, shopper.idToken);
      expect(placed.status).toBe(200);
      ids.push(placed.body.result.orderId as string);
    }
    // A month passes (more than any setting of the shop's hours) and the hourly job runs.
    const orders = collections(testDb()).orders;
    const monthAgo = Timestamp.fromMillis(Date.now() - 800 * 3_600_000);
    for (const id of ids) await orders.doc(id).update({ createdAt: monthAgo });
    const event = { scheduleTime: new Date().toISOString() } as Parameters<
      typeof expirePendingOrders.run
    >[0];
    const [, ms] = await timed(async () => {
      await expirePendingOrders.run(event);
    });
    const statuses = await Promise.all(
      ids.map(async (id) => (await orders.doc(id).get()).get('orderStatus') as string),
    );
    const held = 10 - (await shop.stockOf(book.id)).quantity;
    figures('made-up trx id orders, a month on', {
      status: statuses.join('/'),
      ms,
      mails: await mailCount(shopper.email),
      claim: false,
      copiesHeld: held,
    });
    expect(statuses).toEqual(['Cancelled', 'Cancelled', 'Cancelled']);
    expect(held).toBe(0);
  });
});

/** The key a rate limit counts this machine's address under, found by one call growing it. */
async function addressKey(action: RateAction, call: () => Promise<unknown>): Promise<string> {
  const counts = async () =>
    new Map(
      (await collections(testDb()).rateLimits.get()).docs
        .filter((doc) => doc.id.startsWith(`${action}~address~`))
        .map((doc) => [doc.id, (doc.get('count') as number) ?? 0]),
    );
  const before = await counts();
  await call();
  const grown = [...(await counts())].find(([id, count]) => count > (before.get(id) ?? 0));
  if (!grown) throw new Error(`no ${action} address counter grew`);
  return grown[0];
}

describe('limits', () => {
  const filled: string[] = [];
  afterAll(async () => {
    for (const id of filled) await collections(testDb()).rateLimits.doc(id).delete();
  });
  const fill = async (id: string, count: number, seconds: number) => {
    filled.push(id);
    const expiresAt = new Date(Date.now() + 2 * seconds * 1000);
    await collections(testDb())
      .rateLimits.doc(id)
      .set({ count, expiresAt } as never);
  };

  it("about 20 addresses draining the shop-wide coupon pool leave a signed-in shopper's check working", async () => {
    // What ~20 addresses each at their own cap spend (one machine has one address): the pool, full.
    const { count, seconds } = RATE_LIMITS.coupon.global;
    const window = Math.floor(Date.now() / 1000 / seconds);
    for (let shard = 0; shard < 10; shard += 1) {
      for (const index of [window, window + 1]) {
        await fill(`coupon~global~${shard}~${index}`, Math.ceil(count / 10), seconds);
      }
    }
    const shopper = await createTestUser();
    const [checked, ms] = await timed(() =>
      callFunction('checkCoupon', { code: 'NOSUCHCODE' }, shopper.idToken),
    );
    figures('coupon pool drained by ~20 addresses, a shopper with an account checks', {
      status: checked.status,
      ms,
      mails: 0,
      claim: false,
      addressesToDrain: Math.ceil(count / RATE_LIMITS.coupon.perAddress.count),
    });
    expect(checked.status).toBe(404);
  });

  it('30 shoppers signing up in an hour behind one carrier-NAT address are all let in', async () => {
    // The crowd's first 29 sign-ups, as the counter holds them (scaled as this stack scales an
    // address's limit); the 30th is made.
    const factor = Number(process.env.RATE_LIMIT_ADDRESS_FACTOR ?? 1);
    const key = await addressKey('signUp', () => auth.shopSignUp(address('crowd'), 'crowd-pass-1'));
    const { seconds } = RATE_LIMITS.signUp.perAddress;
    const window = Math.floor(Date.now() / 1000 / seconds);
    const id = `${key.split('~').slice(0, 3).join('~')}`;
    for (const index of [window, window + 1]) await fill(`${id}~${index}`, 29 * factor, seconds);
    const thirtieth = address('crowd');
    const [status, ms] = await timed(() => auth.shopSignUp(thirtieth, 'crowd-pass-1'));
    figures('the 30th sign-up in an hour behind one NAT address', {
      status,
      ms,
      mails: await mailCount(thirtieth),
      claim: false,
      perAddressPerHour: RATE_LIMITS.signUp.perAddress.count,
    });
    expect(status).toBe(201);
  });
});

describe('a phone shopper', () => {
  it('writes a review, which waits for approval', async () => {
    const book = await shop.book();
    const { idToken } = await signInByPhone(newMobileNumber());
    const review = { forProduct: book.id, rating: 5, name: 'ফোনের পাঠক', comment: 'চমৎকার বই' };
    const [written, ms] = await timed(() => callFunction('createReview', review, idToken));
    figures('phone shopper writes a review', {
      status: written.status,
      ms,
      mails: 0,
      claim: false,
      review: written.body.result?.status ?? written.body.error?.status,
    });
    expect(written.body.result?.status).toBe('Pending');
  });
});
