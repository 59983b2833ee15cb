// "bKash: pay now" against the local bKash (scripts/bkash/): each case as a shopper or bKash
// would bring it about. Only the server's own execute or query of bKash marks an order paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOnlinePayments } from '../src/payments/settle-job';
import { collections } from '../src/store/documents';
import type { Order } from '@boi/domain/orders/order';
import { paidLabel } from '@boi/domain/payments/online-payment';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { BASE_URL, testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const REGULAR = '01929918378';
const INSUFFICIENT = '01823074817';
const DEBIT_BLOCK = '01823074818';
const shop = shopFixtures();
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [admin, buyer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});
afterAll(() => shop.cleanup());

async function orderPaidNow(quantity = 1): Promise<{ id: string; payUrl: string; bookId: string }> {
  const book = await shop.book({ quantity: 5 });
  const input = checkout([{ productId: book.id, quantity }], {
    payment: { method: 'bkashPayNow' },
    shipping: { ...checkout([]).shipping, email: buyer.email },
  });
  const placed = await callFunction('placeOrder', input, buyer.idToken);
  if (placed.status !== 200) throw new Error(`placeOrder: ${JSON.stringify(placed.body)}`);
  const { orderId, payUrl } = placed.body.result as { orderId: string; payUrl: string };
  expect(payUrl).toMatch(/\/pay\/TR0011/);
  return { id: orderId, payUrl, bookId: book.id };
}

/** The shopper on bKash's page: answers where bKash sends them back (the callback URL). */
async function payOnBkash(
  payUrl: string,
  form: { wallet?: string; otp?: string; pin?: string; action?: 'confirm' | 'cancel' },
): Promise<string> {
  const body = new URLSearchParams({
    wallet: form.wallet ?? REGULAR,
    otp: form.otp ?? '123456',
    pin: form.pin ?? '12121',
    action: form.action ?? 'confirm',
  });
  const page = await fetch(payUrl, { method: 'POST', body, redirect: 'manual' });
  expect(page.status).toBe(302);
  return page.headers.get('location') ?? '';
}

/** The browser following bKash's redirect: answers where the shop sends the shopper. */
async function returnToShop(callback: string): Promise<string> {
  const url = new URL(callback);
  expect(url.origin).toBe(new URL(BASE_URL).origin);
  const response = await fetch(`${BASE_URL}${url.pathname}${url.search}`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

const orderDoc = async (id: string) => (await collections(testDb()).orders.doc(id).get()).data()!;
const paymentIdOf = (payUrl: string) => payUrl.split('/').pop()!;
/** What the local bKash holds of a payment: its execute calls and refunds. */
async function atBkash(payUrl: string) {
  const url = new URL(payUrl);
  const response = await fetch(`${url.origin}/__standin/payments/${paymentIdOf(payUrl)}`);
  return (await response.json()) as {
    executeCalls: number;
    executed: number;
    trxID?: string;
    refunds: { refundTrxID: string }[];
  };
}
async function mailsTo(email: string, subjectPart: string) {
  const mails = await collections(testDb()).mail.where('to', '==', email).get();
  return mails.docs.filter((doc) => (doc.get('message.subject') as string).includes(subjectPart));
}

describe('bKash: pay now', () => {
  it('a regular wallet pays: the order is paid once, with the trxID, and the paid confirmation goes out', async () => {
    const { id, payUrl, bookId } = await orderPaidNow(2);
    expect((await shop.stockOf(bookId)).quantity).toBe(3);
    const waiting = await orderDoc(id);
    expect(waiting.onlinePayment?.state).toBe('waiting');
    expect(waiting.onlinePayment?.amount).toBe(waiting.totals.grandTotal);
    // Nothing asks the shopper for cash, and nothing says paid, before bKash has the money.
    expect(await mailsTo(buyer.email, waiting.number)).toHaveLength(0);

    const landing = await returnToShop(await payOnBkash(payUrl, {}));
    expect(landing).toBe(`/order/${id}?payment=paid`);
    const paid = await orderDoc(id);
    const bkash = await atBkash(payUrl);
    expect(paid.onlinePayment?.state).toBe('paid');
    expect(paid.onlinePayment?.trxId).toBe(bkash.trxID);
    expect(paid.onlinePayment?.paidAt).toBeDefined();
    const confirmations = await mailsTo(buyer.email, `Order ${paid.number} paid`);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.get('message.text')).toContain(`Paid · bKash · ${bkash.trxID}`);
  });

  it('insufficient balance: the order stays unpaid and the shopper pays again with another wallet', async () => {
    const { id, payUrl } = await orderPaidNow();
    expect(await returnToShop(await payOnBkash(payUrl, { wallet: INSUFFICIENT }))).toBe(
      `/order/${id}?payment=failed`,
    );
    const failed = await orderDoc(id);
    expect(failed.onlinePayment).toMatchObject({
      state: 'waiting',
      failure: 'Insufficient Balance',
    });
    expect(failed.onlinePayment?.trxId).toBeUndefined();

    const again = await callFunction('payOrder', { id }, buyer.idToken);
    expect(again.status).toBe(200);
    const retry = again.body.result.payUrl as string;
    expect(retry).not.toBe(payUrl);
    expect(await returnToShop(await payOnBkash(retry, {}))).toBe(`/order/${id}?payment=paid`);
    expect((await orderDoc(id)).onlinePayment?.state).toBe('paid');
  });

  it('debit block: the order stays unpaid and the shopper switches to cash on delivery', async () => {
    const { id, payUrl } = await orderPaidNow();
    await returnToShop(await payOnBkash(payUrl, { wallet: DEBIT_BLOCK }));
    const failed = await orderDoc(id);
    expect(failed.onlinePayment?.state).toBe('waiting');
    expect(failed.onlinePayment?.failure).toMatch(/debit party/);

    const cod = await callFunction('payOnDelivery', { id }, buyer.idToken);
    expect(cod.status).toBe(200);
    const switched = await orderDoc(id);
    expect(switched.payment.method).toBe('cashOnDelivery');
    expect(switched.onlinePayment?.state).toBe('switched');
    expect(await mailsTo(buyer.email, `Order ${switched.number} received`)).toHaveLength(1);
    // Another shopper cannot pay or switch this order.
    const stranger = await createTestUser();
    expect((await callFunction('payOrder', { id }, stranger.idToken)).status).toBe(404);
  });

  it('cancel on bKash\u2019s page: the order stays unpaid and says the payment was cancelled', async () => {
    const { id, payUrl } = await orderPaidNow();
    const callback = await payOnBkash(payUrl, { action: 'cancel' });
    expect(new URL(callback).searchParams.get('status')).toBe('cancel');
    await returnToShop(callback);
    const order = await orderDoc(id);
    expect(order.onlinePayment).toMatchObject({ state: 'waiting', failure: 'Payment cancelled' });
    expect((await atBkash(payUrl)).executed).toBe(0);
  });

  it('a forged status=success callback for an unpaid payment leaves the order unpaid', async () => {
    const { id, payUrl } = await orderPaidNow();
    const forged = `${BASE_URL}/api/payments/bkash/callback?paymentID=${paymentIdOf(payUrl)}&status=success`;
    expect(await returnToShop(forged)).toBe(`/order/${id}?payment=pending`);
    const order = await orderDoc(id);
    expect(order.onlinePayment?.state).toBe('waiting');
    expect(order.onlinePayment?.trxId).toBeUndefined();
    expect((await atBkash(payUrl)).executed).toBe(0);
    // A payment id bKash never gave, or none, leads home and changes nothing.
    expect(
      await returnToShop(
        `${BASE_URL}/api/payments/bkash/callback?paymentID=TR0011FAKE&status=success`,
      ),
    ).toBe('/');
    expect(await returnToShop(`${BASE_URL}/api/payments/bkash/callback?status=success`)).toBe('/');
  });

  it('the same success callback twice (a reload, two tabs) executes the payment once', async () => {
    const { id, payUrl } = await orderPaidNow();
    const callback = await payOnBkash(payUrl, {});
    const [first, second] = await Promise.all([returnToShop(callback), returnToShop(callback)]);
    expect([first, second]).toContain(`/order/${id}?payment=paid`);
    expect(await returnToShop(callback)).toBe(`/order/${id}?payment=paid`);
    const bkash = await atBkash(payUrl);
    expect(bkash.executed).toBe(1);
    expect(bkash.executeCalls).toBe(1);
    const order = await orderDoc(id);
    expect(order.onlinePayment?.trxId).toBe(bkash.trxID);
    expect(await mailsTo(buyer.email, `Order ${order.number} paid`)).toHaveLength(1);
  });

  it('a callback that never arrives: the scheduled job settles the payment', async () => {
    const { id, payUrl } = await orderPaidNow();
    await payOnBkash(payUrl, {}); // the shopper paid, then closed the tab
    expect((await orderDoc(id)).onlinePayment?.state).toBe('waiting');
    const report = await settleOnlinePayments();
    expect(report.paid).toContain(id);
    const order = await orderDoc(id);
    expect(order.onlinePayment?.state).toBe('paid');
    expect(order.onlinePayment?.trxId).toBe((await atBkash(payUrl)).trxID);
    expect((await settleOnlinePayments()).paid).not.toContain(id);
  });

  it('a payment window that closes: the order is cancelled and its stock comes back once', async () => {
    const { id, bookId } = await orderPaidNow(2);
    expect((await shop.stockOf(bookId)).quantity).toBe(3);
    expect((await settleOnlinePayments()).expired).not.toContain(id);
    const later = new Date(Date.now() + 31 * 60_000);
    const runs = await Promise.all([settleOnlinePayments(later), settleOnlinePayments(later)]);
    expect(runs.flatMap((run) => run.expired).filter((x) => x === id)).toEqual([id]);
    expect((await settleOnlinePayments(later)).expired).not.toContain(id);
    expect((await shop.stockOf(bookId)).quantity).toBe(5);
    const order = await orderDoc(id);
    expect(order.orderStatus).toBe('Cancelled');
    expect(order.onlinePayment?.state).toBe('expired');
    const late = await callFunction('payOrder', { id }, buyer.idToken);
    expect(late.status).toBe(400);
  });

  it('an unpaid order the shop cancelled is never charged by a payment authorised after', async () => {
    const { id, payUrl } = await orderPaidNow();
    const callback = await payOnBkash(payUrl, {});
    const cancel = { id, orderStatus: 'Cancelled' };
    expect((await callFunction('updateOrderStatus', cancel, admin.idToken)).status).toBe(200);
    await settleOnlinePayments();
    expect(await returnToShop(callback)).toBe(`/order/${id}?payment=failed`);
    expect((await atBkash(payUrl)).executeCalls).toBe(0);
    expect((await orderDoc(id)).onlinePayment?.state).not.toBe('paid');
  });

  it('cancelling a paid order refunds it once, even after cancel, approve, cancel', async () => {
    const { id, payUrl } = await orderPaidNow();
    await returnToShop(await payOnBkash(payUrl, {}));
    const change = (orderStatus: string) =>
      callFunction('updateOrderStatus', { id, orderStatus }, admin.idToken);
    expect((await change('Cancelled')).status).toBe(200);
    const refunded = await orderDoc(id);
    const bkash = await atBkash(payUrl);
    expect(bkash.refunds).toHaveLength(1);
    expect(refunded.onlinePayment?.refund).toMatchObject({
      state: 'done',
      refundId: bkash.refunds[0]!.refundTrxID,
    });
    expect((await change('Approved')).status).toBe(200);
    expect((await change('Cancelled')).status).toBe(200);
    await settleOnlinePayments();
    expect((await atBkash(payUrl)).refunds).toHaveLength(1);
    expect(await mailsTo(buyer.email, `Order ${refunded.number} refunded`)).toHaveLength(1);
  });

  it('the order desk tells paid from unpaid pay-now orders, with Paid · bKash · trxID', async () => {
    const paid = await orderPaidNow();
    await returnToShop(await payOnBkash(paid.payUrl, {}));
    const unpaid = await orderPaidNow();
    const desk = async (query: string) => {
      const response = await getAuthed(`/api/v1/order?${query}&size=50`, admin.idToken);
      expect(response.status).toBe(200);
      return response.body.data.orders as Order[];
    };
    const paidOrders = await desk('paid=paid');
    const found = paidOrders.find((order) => order._id === paid.id);
    expect(paidLabel(found?.onlinePayment)).toBe(
      `Paid · bKash · ${(await atBkash(paid.payUrl)).trxID}`,
    );
    expect(paidOrders.map((order) => order._id)).not.toContain(unpaid.id);
    const unpaidOrders = await desk('paid=unpaid&status=Pending');
    expect(unpaidOrders.map((order) => order._id)).toContain(unpaid.id);
    expect(unpaidOrders.map((order) => order._id)).not.toContain(paid.id);
  });
});
