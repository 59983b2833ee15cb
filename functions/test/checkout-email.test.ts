// An e-mail typed at checkout (issue 38): a phone-only shopper is offered a link to it; the shop
// mails the address nothing else until its owner opens the link, and the link's mail carries only
// the shop's own text. What the shopper and a stranger whose address was typed would notice, in
// the local inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from '@boi/domain/api/rate-limits';
import {
  CHECKOUT_EMAIL_BAD_LINK_MESSAGE,
  CHECKOUT_EMAIL_CONFIRMED_MESSAGE,
  CHECKOUT_EMAIL_LINK_SENT_MESSAGE,
} from '@boi/domain/orders/checkout-email';
import { collections } from '../src/store/documents';
import * as auth from './auth-helpers';
import { testDb } from './fixtures';
import { orderTypingAndCancel, shopFixtures } from './order-fixtures';

const { callFunction, createTestUser, newMobileNumber, signInByPhone } = auth;

const shop = shopFixtures();
let admin: auth.TestUser;
const HOSTILE_NAME = 'Your refund is on hold: call 01900000000';
const LINK = /\/verify-order-email\/([^/\s]+)\/([\w-]+)/;
const typedAddress = (who: string) =>
  `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The mails written to `to`: subjects and texts, oldest first. */
async function inbox(to: string) {
  const docs = (await collections(testDb()).mail.where('to', '==', to).get()).docs;
  return docs
    .sort((a, b) => a.createTime.toMillis() - b.createTime.toMillis())
    .map((doc) => ({
      subject: doc.get('message.subject') as string,
      text: doc.get('message.text') as string,
    }));
}

/** Orders one copy typing `name` and `email`, then the shop cancels it (a status mail's turn). */
const orderAndCancel = (idToken: string, name: string, email: string) =>
  orderTypingAndCancel(shop, admin.idToken, { idToken, name, email });

/** The owner of `email` opens the newest link the shop mailed there. */
async function openLink(email: string) {
  const link = await auth.mailTo(email, LINK);
  if (!link) throw new Error(`no link mailed to ${email}`);
  const [, id = '', token = ''] = link;
  return callFunction('confirmCheckoutEmail', { id: decodeURIComponent(id), token });
}

beforeAll(async () => {
  testDb();
  admin = await createTestUser({ admin: true });
});
afterAll(() => shop.cleanup());

describe('an e-mail typed at checkout', () => {
  it("is mailed only the link until its owner opens it, then the shopper's order mails", async () => {
    const email = typedAddress('shopper');
    const { idToken } = await signInByPhone(newMobileNumber());

    // Ordering with the address typed, before asking for the link: nothing is mailed.
    await orderAndCancel(idToken, 'রহিমা', email);
    expect(await inbox(email)).toEqual([]);

    const asked = await callFunction('requestCheckoutEmailLink', { email }, idToken);
    expect(asked.body.result).toEqual({ message: CHECKOUT_EMAIL_LINK_SENT_MESSAGE });
    const [offer] = await inbox(email);
    expect(offer?.subject).toContain('Confirm this address');
    expect(offer?.text).toMatch(LINK);

    // Still nothing else before the owner opens it.
    await orderAndCancel(idToken, 'রহিমা', email);
    expect(await inbox(email)).toHaveLength(1);

    expect((await openLink(email)).body.result).toEqual({
      message: CHECKOUT_EMAIL_CONFIRMED_MESSAGE,
    });
    const id = await orderAndCancel(idToken, 'রহিমা', email);
    const mails = await inbox(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      offer?.subject,
      expect.stringContaining('Order'),
      expect.stringContaining('cancelled'),
    ]);
    const order = (await collections(testDb()).orders.doc(id).get()).data();
    expect(order?.email).toBe(email);

    // The link is spent.
    expect((await openLink(email)).body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: CHECKOUT_EMAIL_BAD_LINK_MESSAGE,
    });
  });

  it('a stranger whose address is typed gets at most a few links a day, with none of the typed text, and no order mail', async () => {
    const stranger = typedAddress('stranger');
    const attackers = await Promise.all(
      Array.from({ length: 2 }, () => signInByPhone(newMobileNumber())),
    );
    const answers: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const { idToken } = attackers[n % 2]!;
      await orderAndCancel(idToken, HOSTILE_NAME, stranger);
      answers.push(
        (await callFunction('requestCheckoutEmailLink', { email: stranger }, idToken)).status,
      );
    }
    const allowed = RATE_LIMITS.checkoutEmailLink.perEmail.count;
    expect(answers).toEqual([...Array(allowed).fill(200), ...Array(5 - allowed).fill(429)]);
    const mails = await inbox(stranger);
    expect(mails).toHaveLength(allowed);
    for (const mail of mails) {
      expect(mail.subject).toContain('Confirm this address');
      expect(mail.text).not.toContain('01900000000');
      expect(mail.text).not.toContain('refund');
    }
    const refused = await callFunction(
      'requestCheckoutEmailLink',
      { email: stranger },
      attackers[0]!.idToken,
    );
    expect(refused.body.error.message).toBe(RATE_LIMITED_MESSAGE);
  });

  it('a link verifies the address for the shopper who asked only, and a forged one nothing', async () => {
    const email = typedAddress('owner');
    const asker = await signInByPhone(newMobileNumber());
    const other = await signInByPhone(newMobileNumber());
    await callFunction('requestCheckoutEmailLink', { email }, asker.idToken);
    const link = await auth.mailTo(email, LINK);
    const forged = await callFunction('confirmCheckoutEmail', {
      id: decodeURIComponent(link?.[1] ?? ''),
      token: 'A'.repeat(43),
    });
    expect(forged.body.error.status).toBe('INVALID_ARGUMENT');
    expect((await openLink(email)).status).toBe(200);

    await orderAndCancel(other.idToken, HOSTILE_NAME, email);
    expect(await inbox(email)).toHaveLength(1);
    await orderAndCancel(asker.idToken, 'রহিম', email);
    expect(await inbox(email)).toHaveLength(3);
  });

  it('an account with neither a verified number nor a verified address may not ask for one', async () => {
    const email = typedAddress('nobody');
    const unverified = await createTestUser({ emailVerified: false });
    const answer = await callFunction('requestCheckoutEmailLink', { email }, unverified.idToken);
    expect(answer.body.error.status).toBe('PERMISSION_DENIED');
    expect(await inbox(email)).toEqual([]);
  });

  it('an account whose own address is verified needs no link', async () => {
    const shopper = await createTestUser();
    const answer = await callFunction(
      'requestCheckoutEmailLink',
      { email: shopper.email.toUpperCase() },
      shopper.idToken,
    );
    expect(answer.body.result.message).toMatch(/already verified/);
    expect(await inbox(shopper.email)).toEqual([]);
  });
});
