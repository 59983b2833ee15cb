// The attacks on the shop's mail (issue 38): the shop mails only an address verified when it
// sends, never one a caller typed, so nobody can make it carry their text to a stranger.
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/store/documents';
import * as auth from './auth-helpers';
import { testDb } from './fixtures';
import { orderTypingAndCancel, shopFixtures } from './order-fixtures';

const { createTestUser, mailCount, newMobileNumber, signInByPhone } = auth;

const shop = shopFixtures();
let admin: auth.TestUser;
const stranger = () =>
  `stranger-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const HOSTILE_NAME = 'Your refund is on hold: call 01900000000';

const orderAndCancel = (idToken: string, name: string, email: string) =>
  orderTypingAndCancel(shop, admin.idToken, { idToken, name, email });

beforeAll(async () => {
  testDb();
  admin = await createTestUser({ admin: true });
});
afterAll(() => shop.cleanup());

describe('mail to verified addresses only', () => {
  it('an unverified address on an account with a verified phone gets no order mail', async () => {
    const victim = stranger();
    // The attacker makes an account with someone else's address and verifies their own phone.
    const { uid } = await getAuth().createUser({ email: victim, password: 'attacker-1' });
    const phone = newMobileNumber();
    await getAuth().updateUser(uid, { phoneNumber: phone });
    const { idToken } = await signInByPhone(phone);
    await orderAndCancel(idToken, HOSTILE_NAME, victim);
    expect(await mailCount(victim)).toBe(0);
  });

  it('a phone-only shopper who types a stranger at checkout sends them nothing, at any step', async () => {
    const victim = stranger();
    const { idToken } = await signInByPhone(newMobileNumber());
    const id = await orderAndCancel(idToken, HOSTILE_NAME, victim);
    const order = (await collections(testDb()).orders.doc(id).get()).data();
    // The typed address stays with the shipping details for the order desk; it is never mailed.
    expect(order).toMatchObject({ email: '', shipping: { email: victim } });
    expect(await mailCount(victim)).toBe(0);
  });

  it('a verified address still gets its confirmation and status mails', async () => {
    const shopper = await createTestUser();
    await orderAndCancel(shopper.idToken, 'রহিম', shopper.email);
    expect(await mailCount(shopper.email)).toBe(2);
  });
});
