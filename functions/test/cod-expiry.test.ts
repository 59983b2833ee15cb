// Unconfirmed orders expire: the scheduled function's handler, called with the time it runs at,
// cancels the Pending orders (cash on delivery, and manual mobile payments the shop never
// confirmed) older than the shop's `codPendingHours` and gives their copies back, once, however
// often it runs. The shopper sees the order cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@boi/domain/settings/shop-settings';
import { expireUnconfirmedOrders } from '../src/orders/expire-pending-orders';
import { collections, SHOP_SETTINGS_DOC_ID } from '../src/store/documents';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
let admin: TestUser;
let buyer: TestUser;
const HOUR = 3_600_000;
const settings = () => collections(testDb()).settings.doc(SHOP_SETTINGS_DOC_ID);

beforeAll(async () => {
  [admin, buyer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
  await settings().delete();
});
afterAll(async () => {
  await settings().delete();
  await shop.cleanup();
});

async function order(productId: string, quantity: number, payment?: object): Promise<string> {
  const input = checkout([{ productId, quantity }], payment ? { payment: payment as never } : {});
  const placed = await callFunction('placeOrder', input, buyer.idToken);
  if (placed.status !== 200) throw new Error(`placeOrder: ${JSON.stringify(placed.body)}`);
  return placed.body.result.orderId as string;
}

const statusOf = async (id: string) =>
  (await collections(testDb()).orders.doc(id).get()).get('orderStatus') as string;

describe('unconfirmed COD orders', () => {
  it(`wait ${DEFAULT_SHOP_SETTINGS.codPendingHours} hours by default, then are cancelled and their stock comes back once`, async () => {
    const book = await shop.book({ quantity: 5 });
    const id = await order(book.id, 2);
    expect((await shop.stockOf(book.id)).quantity).toBe(3);

    const justBefore = new Date(Date.now() + (DEFAULT_SHOP_SETTINGS.codPendingHours - 1) * HOUR);
    expect(await expireUnconfirmedOrders(justBefore)).not.toContain(id);
    expect(await statusOf(id)).toBe('Pending');

    const later = new Date(Date.now() + (DEFAULT_SHOP_SETTINGS.codPendingHours + 1) * HOUR);
    // Two runs at once (a retried schedule, an overlap) and a third after: stock returns once.
    const [first, second] = await Promise.all([
      expireUnconfirmedOrders(later),
      expireUnconfirmedOrders(later),
    ]);
    expect([...first, ...second].filter((cancelled) => cancelled === id)).toEqual([id]);
    expect(await expireUnconfirmedOrders(later)).not.toContain(id);
    expect((await shop.stockOf(book.id)).quantity).toBe(5);

    // The shopper sees it cancelled, with the step on its timeline, and gets the status mail.
    const details = await getAuthed(`/api/v1/order/orderDetails/${id}`, buyer.idToken);
    expect(details.body.data.orderStatus).toBe('Cancelled');
    expect(details.body.data.statusHistory.map((step: { status: string }) => step.status)).toEqual([
      'Pending',
      'Cancelled',
    ]);
    const mails = await collections(testDb()).mail.where('to', '==', buyer.email).get();
    const cancelledMails = mails.docs.filter((doc) =>
      (doc.get('message.subject') as string).includes('cancelled'),
    );
    expect(cancelledMails).toHaveLength(1);
  });

  it('follow the hours the shop saves; a bKash, Nagad or Rocket order with a made-up transaction id expires too; approved orders stay', async () => {
    const saved = await callFunction('updateShopSettings', { codPendingHours: 2 }, admin.idToken);
    expect(saved.status).toBe(200);
    expect((await settings().get()).get('codPendingHours')).toBe(2);
    const book = await shop.book({ quantity: 10 });
    const pending = await order(book.id, 1);
    const approved = await order(book.id, 1);
    await callFunction(
      'updateOrderStatus',
      { id: approved, orderStatus: 'Approved' },
      admin.idToken,
    );
    // The attack: a made-up transaction id for each manual mobile payment, never confirmed.
    const unpaid = [];
    // Rocket is Dutch-Bangla Bank's mobile banking.
    for (const method of ['bkash', 'nagad', 'dutchBangla']) {
      unpaid.push(
        await order(book.id, 1, {
          method,
          senderNumber: '01712345678',
          trxId: `TX${method.slice(0, 2).toUpperCase()}${Date.now().toString(36).toUpperCase()}`,
        }),
      );
    }
    expect((await shop.stockOf(book.id)).quantity).toBe(5);

    const cancelled = await expireUnconfirmedOrders(new Date(Date.now() + 3 * HOUR));
    expect(cancelled).toContain(pending);
    expect(cancelled).not.toContain(approved);
    expect(cancelled).toEqual(expect.arrayContaining(unpaid));
    expect(await statusOf(pending)).toBe('Cancelled');
    expect(await statusOf(approved)).toBe('Approved');
    for (const id of unpaid) expect(await statusOf(id)).toBe('Cancelled');
    expect((await shop.stockOf(book.id)).quantity).toBe(9);
  });

  it('leave an order paid with "bKash: pay now" to the shop, however old (its payment window expires it unpaid)', async () => {
    const book = await shop.book({ quantity: 3 });
    const paid = await order(book.id, 1, { method: 'bkashPayNow' });
    await collections(testDb()).orders.doc(paid).update({ 'onlinePayment.state': 'paid' });
    const cancelled = await expireUnconfirmedOrders(new Date(Date.now() + 1_000 * HOUR));
    expect(cancelled).not.toContain(paid);
    expect(await statusOf(paid)).toBe('Pending');
    expect((await shop.stockOf(book.id)).quantity).toBe(2);
  });

  it('refuse a setting outside 1 to 720 whole hours', async () => {
    for (const bad of [0, 1.5, 721]) {
      const refused = await callFunction(
        'updateShopSettings',
        { codPendingHours: bad },
        admin.idToken,
      );
      expect(refused.body.error.status).toBe('INVALID_ARGUMENT');
    }
    expect((await settings().get()).get('codPendingHours')).toBe(2);
  });
});
