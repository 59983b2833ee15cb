// Phone-first shoppers (issue 31): who may order, the open-order cap per verified number, and the
// one SMS document (messages/*, the Twilio extension's shape) each order step writes.
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_EMAIL_MESSAGE } from '@boi/domain/accounts/auth';
import { DEFAULT_MAX_OPEN_ORDERS } from '@boi/domain/shared/constants';
import { openOrdersMessage } from '@boi/domain/orders/order';
import { orderSmsText } from '@boi/domain/orders/sms';
import { collections } from '../src/store/documents';
import {
  callFunction,
  createTestUser,
  mailCount,
  newMobileNumber,
  signInByPhone,
  type TestUser,
} from './auth-helpers';
import { BASE_URL, testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ admin: true });
});
afterAll(() => shop.cleanup());

const all = () => collections(testDb());
const placeOrder = (data: unknown, token: string) => callFunction('placeOrder', data, token);
/** The REST door: POST /api/v1/order. */
async function postOrder(data: unknown, token: string) {
  const response = await fetch(`${BASE_URL}/api/v1/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(data),
  });
  return { status: response.status, body: (await response.json()) as any };
}
const setStatus = (id: string, orderStatus: string) =>
  callFunction('updateOrderStatus', { id, orderStatus }, admin.idToken);
const smsOf = async (orderId: string) =>
  (await all().messages.get()).docs
    .filter((doc) => doc.id.startsWith(`${orderId}~`))
    // The local relay adds its `delivery` record; what the shop wrote is `to` and `body`.
    .map((doc) => ({ id: doc.id, to: doc.get('to') as string, body: doc.get('body') as string }));

/** A phone-only checkout: no e-mail at all, and a shipping phone the server replaces. */
const phoneCheckout = (productId: string, overrides = {}) => {
  const input = checkout([{ productId, quantity: 1 }], overrides);
  const { email: _email, ...shipping } = input.shipping;
  return { ...input, shipping: { ...shipping, phone: '01812345678' } };
};

describe('the order gate', () => {
  it('takes a phone-verified shopper with no e-mail, in both doors', async () => {
    const book = await shop.book();
    const phone = newMobileNumber();
    const shopper = await signInByPhone(phone);
    expect(shopper.isNewUser).toBe(true);

    const called = await placeOrder(phoneCheckout(book.id), shopper.idToken);
    expect(called.status).toBe(200);
    const posted = await postOrder(phoneCheckout(book.id), shopper.idToken);
    expect(posted.status).toBe(201);

    const order = (await all().orders.doc(called.body.result.orderId).get()).data();
    expect(order).toMatchObject({
      uid: shopper.uid,
      email: '',
      phoneVerified: true,
      verifiedPhone: phone,
      // The courier calls the verified number, not the one typed.
      shipping: { phone: `0${phone.slice(4)}` },
    });
    // No address, no mail.
    expect((await all().mail.doc(called.body.result.orderId).get()).exists).toBe(false);
  });

  it('takes an e-mail-verified shopper as before, with the e-mail still required', async () => {
    const book = await shop.book();
    const shopper = await createTestUser();
    const placed = await placeOrder(
      checkout([{ productId: book.id, quantity: 1 }]),
      shopper.idToken,
    );
    expect(placed.status).toBe(200);
    const order = (await all().orders.doc(placed.body.result.orderId).get()).data();
    expect(order).toMatchObject({ email: shopper.email, phoneVerified: false });
    expect((await all().mail.doc(placed.body.result.orderId).get()).exists).toBe(true);
    expect(await smsOf(placed.body.result.orderId)).toEqual([]);

    const noEmail = await placeOrder(phoneCheckout(book.id), shopper.idToken);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.message).toBe('Invalid Email');
  });

  it('refuses a shopper with neither, in both doors', async () => {
    const book = await shop.book();
    const shopper = await createTestUser({ emailVerified: false });
    const input = checkout([{ productId: book.id, quantity: 1 }]);
    const called = await placeOrder(input, shopper.idToken);
    expect(called.status).toBe(403);
    expect(called.body.error.message).toBe(VERIFY_EMAIL_MESSAGE);
    const posted = await postOrder(input, shopper.idToken);
    expect(posted.status).toBe(403);
    expect(posted.body.message).toBe(VERIFY_EMAIL_MESSAGE);
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 10 });
  });

  it('takes an e-mail account that verified a phone (and not its e-mail)', async () => {
    const book = await shop.book();
    const phone = newMobileNumber();
    const shopper = await createTestUser({ emailVerified: false });
    await getAuth().updateUser(shopper.uid, { phoneNumber: phone });
    const { idToken } = await signInByPhone(phone);
    const placed = await placeOrder(checkout([{ productId: book.id, quantity: 1 }]), idToken);
    expect(placed.status).toBe(200);
    const order = (await all().orders.doc(placed.body.result.orderId).get()).data();
    // Its unverified address is never mailed (the attack: an order whose name field carries a
    // message, mailed to an address nobody verified): it hears by SMS.
    expect(order).toMatchObject({ uid: shopper.uid, email: '', verifiedPhone: phone });
    expect((await all().mail.doc(placed.body.result.orderId).get()).exists).toBe(false);
    expect(await mailCount(shopper.email)).toBe(0);
  });
});

describe('the open-order cap per verified number', () => {
  it('counts the number’s open orders, whichever account placed them', async () => {
    const book = await shop.book({ quantity: 100 });
    const phone = newMobileNumber();
    const first = await signInByPhone(phone);
    for (let n = 0; n < DEFAULT_MAX_OPEN_ORDERS; n += 1) {
      expect((await placeOrder(phoneCheckout(book.id), first.idToken)).status).toBe(200);
    }
    // The number leaves the first account and makes a second one: its cap comes along.
    await getAuth().updateUser(first.uid, { phoneNumber: null });
    const second = await signInByPhone(phone);
    expect(second.uid).not.toBe(first.uid);
    const refused = await placeOrder(phoneCheckout(book.id), second.idToken);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(openOrdersMessage(DEFAULT_MAX_OPEN_ORDERS));
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 100 - DEFAULT_MAX_OPEN_ORDERS });
  });
});

describe('SMS at each order step', () => {
  it('writes one message per step to the verified number, in the shopper’s language', async () => {
    const book = await shop.book({ price: 350 });
    const phone = newMobileNumber();
    const shopper = await signInByPhone(phone);
    const input = phoneCheckout(book.id, { language: 'en' });
    const placed = await placeOrder(input, shopper.idToken);
    // The same checkout again (a double submit) is the same order: no second SMS.
    expect((await placeOrder(input, shopper.idToken)).body).toEqual(placed.body);
    const { orderId, number } = placed.body.result;
    const order = (await all().orders.doc(orderId).get()).data()!;

    expect((await setStatus(orderId, 'Approved')).status).toBe(200);
    // An approved order cannot be approved again: the step, and its SMS, happen once.
    expect((await setStatus(orderId, 'Approved')).status).toBe(400);
    expect((await setStatus(orderId, 'Shipped')).status).toBe(200);
    expect((await setStatus(orderId, 'Delivered')).status).toBe(200);

    const text = (step: Parameters<typeof orderSmsText>[0]) =>
      orderSmsText(
        step,
        { number, grandTotal: order.totals.grandTotal, paymentMethod: 'cashOnDelivery' },
        'en',
      );
    expect(await smsOf(orderId)).toEqual([
      { id: `${orderId}~0-Pending`, to: phone, body: text('Pending') },
      { id: `${orderId}~1-Approved`, to: phone, body: text('Approved') },
      { id: `${orderId}~2-Shipped`, to: phone, body: text('Shipped') },
      { id: `${orderId}~3-Delivered`, to: phone, body: text('Delivered') },
    ]);
    expect(text('Pending')).toContain(`Tk ${order.totals.grandTotal}`);
  });

  it('texts a cancel, and a second approval as a step of its own, in Bangla by default', async () => {
    const book = await shop.book();
    const shopper = await signInByPhone(newMobileNumber());
    const { orderId } = (await placeOrder(phoneCheckout(book.id), shopper.idToken)).body.result;
    expect((await setStatus(orderId, 'Cancelled')).status).toBe(200);
    expect((await setStatus(orderId, 'Approved')).status).toBe(200);
    const ids = (await smsOf(orderId)).map((sms) => sms.id);
    expect(ids).toEqual([
      `${orderId}~0-Pending`,
      `${orderId}~1-Cancelled`,
      `${orderId}~2-Approved`,
    ]);
    expect((await smsOf(orderId))[1]?.body).toContain('বাতিল');
  });

  it('writes none while the admin has SMS off', async () => {
    const book = await shop.book();
    const shopper = await signInByPhone(newMobileNumber());
    const settings = all().settings.doc('shop');
    const before = await settings.get();
    const off = await callFunction('updateShopSettings', { smsEnabled: false }, admin.idToken);
    expect(off.status).toBe(200);
    try {
      const { orderId } = (await placeOrder(phoneCheckout(book.id), shopper.idToken)).body.result;
      expect((await setStatus(orderId, 'Approved')).status).toBe(200);
      expect(await smsOf(orderId)).toEqual([]);
      // Saving one setting keeps the others.
      expect((await settings.get()).data()).toEqual({ ...before.data(), smsEnabled: false });
    } finally {
      // The other files' settings tests find the document as it was.
      await (before.exists ? settings.set(before.data()!) : settings.delete());
    }
  });
});
