// The attacks on the shop's mail (issue 38): the shop mails only an address verified when it
// sends, never one a caller typed, so nobody can make it carry their text to a stranger.
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/store/documents';
import {
  callFunction,
  createTestUser,
  mailCount,
  newMobileNumber,
  signInByPhone,
  type TestUser,
} from './auth-helpers';
import { testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
let admin: TestUser;
const stranger = () =>
  `stranger-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const HOSTILE_NAME = 'Your refund is on hold: call 01900000000';

beforeAll(async () => {
  testDb();
  admin = await createTestUser({ admin: true });
});
afterAll(() => shop.cleanup());

describe('mail to verified addresses only', () => {
  it('an unverified address on an account with a verified phone gets no order mail', async () => {
    const book = await shop.book();
    const victim = stranger();
    // The attacker makes an account with someone else's address and verifies their own phone.
    const { uid } = await getAuth().createUser({ email: victim, password: 'attacker-1' });
    const phone = newMobileNumber();
    await getAuth().updateUser(uid, { phoneNumber: phone });
    const { idToken } = await signInByPhone(phone);
    const input = checkout([{ productId: book.id, quantity: 1 }]);
    const placed = await callFunction(
      'placeOrder',
      { ...input, shipping: { ...input.shipping, name: HOSTILE_NAME, email: victim } },
      idToken,
    );
    expect(placed.status).toBe(200);
    await callFunction(
      'updateOrderStatus',
      { id: placed.body.result.orderId, orderStatus: 'Cancelled' },
      admin.idToken,
    );
    expect(await mailCount(victim)).toBe(0);
  });

  it('a phone-only shopper who types a stranger at checkout sends them nothing, at any step', async () => {
    const book = await shop.book();
    const victim = stranger();
    const { idToken } = await signInByPhone(newMobileNumber());
    const input = checkout([{ productId: book.id, quantity: 1 }]);
    const placed = await callFunction(
      'placeOrder',
      { ...input, shipping: { ...input.shipping, name: HOSTILE_NAME, email: victim } },
      idToken,
    );
    expect(placed.status).toBe(200);
    const order = (await collections(testDb()).orders.doc(placed.body.result.orderId).get()).data();
    // The typed address stays with the shipping details for the order desk; it is never mailed.
    expect(order).toMatchObject({ email: '', shipping: { email: victim } });
    await callFunction(
      'updateOrderStatus',
      { id: placed.body.result.orderId, orderStatus: 'Cancelled' },
      admin.idToken,
    );
    expect(await mailCount(victim)).toBe(0);
  });

  it('a verified address still gets its confirmation and status mails', async () => {
    const book = await shop.book();
    const shopper = await createTestUser();
    const placed = await callFunction(
      'placeOrder',
      checkout([{ productId: book.id, quantity: 1 }]),
      shopper.idToken,
    );
    await callFunction(
      'updateOrderStatus',
      { id: placed.body.result.orderId, orderStatus: 'Cancelled' },
      admin.idToken,
    );
    expect(await mailCount(shopper.email)).toBe(2);
  });
});
