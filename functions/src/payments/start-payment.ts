import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { DEFAULT_PAYMENT_WINDOW_MINUTES } from '@boi/domain/payments/online-payment';
import { isValidDocumentId } from '@boi/domain/shared/document-id';
import { db } from '../shared/firestore';
import { siteOrigins } from '../shared/request-origin';
import { collections, type OrderDoc, type StoredOnlinePayment } from '../store/documents';
import { paymentProvider } from './bkash/bkash-provider';
import { ProviderRefusal, ProviderUnavailable } from './provider';

/** Where bKash sends the shopper back: the site's canonical origin (never a request's host). */
export const CALLBACK_PATH = '/api/payments/bkash/callback';

/** How long an unpaid online order holds its copies (ONLINE_PAYMENT_WINDOW_MINUTES, or the default). */
export function paymentWindowMs(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.ONLINE_PAYMENT_WINDOW_MINUTES);
  return (
    (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_PAYMENT_WINDOW_MINUTES) * 60_000
  );
}

/** A new order paid now: waiting, for exactly its grand total, until its window closes. */
export const waitingPayment = (grandTotal: number): StoredOnlinePayment => ({
  provider: 'bkash',
  state: 'waiting',
  amount: grandTotal,
  windowEndsAt: Timestamp.fromMillis(Date.now() + paymentWindowMs()),
});

const cannotPay = (order: OrderDoc): string | null => {
  const online = order.onlinePayment;
  if (!online || order.payment.method !== 'bkashPayNow') return 'This order is not paid online';
  if (online.state === 'paid') return `Order ${order.number} is already paid`;
  if (online.state !== 'waiting' || order.orderStatus !== 'Pending') {
    return `Order ${order.number} can no longer be paid online`;
  }
  if (online.windowEndsAt.toMillis() <= Date.now())
    return `The time to pay order ${order.number} is over`;
  return null;
};

/**
 * Starts an attempt to pay the shopper's order with bKash: a payment for exactly its amount,
 * under its order number, recorded (payments/{paymentID}) before the shopper is sent to pay.
 * Answers bKash's page.
 */
export async function startPayment(orderId: string, uid: string): Promise<string> {
  if (!isValidDocumentId(orderId))
    throw new HttpsError('not-found', `Order ${orderId} was not found`);
  const store = db();
  const orderRef = collections(store).orders.doc(orderId);
  const order = (await orderRef.get()).data();
  if (!order || order.uid !== uid)
    throw new HttpsError('not-found', `Order ${orderId} was not found`);
  const refusal = cannotPay(order);
  if (refusal || !order.onlinePayment) throw new HttpsError('failed-precondition', refusal ?? '');
  let created;
  try {
    created = await paymentProvider().create({
      amount: order.onlinePayment.amount,
      invoice: order.number,
      callbackUrl: `${siteOrigins()[0]}${CALLBACK_PATH}`,
      payerReference: order.shipping.phone,
    });
  } catch (error) {
    if (error instanceof ProviderRefusal || error instanceof ProviderUnavailable) {
      throw new HttpsError(
        'unavailable',
        'bKash could not be reached. Please try again, or pay cash on delivery.',
      );
    }
    throw error;
  }
  await store.runTransaction(async (tx) => {
    const now = (await tx.get(orderRef)).data();
    const again = now ? cannotPay(now) : 'gone';
    if (again) throw new HttpsError('failed-precondition', again);
    tx.create(collections(store).payments.doc(created.paymentId), {
      orderId,
      provider: 'bkash',
      state: 'created',
      createdAt: Timestamp.now(),
    });
    tx.update(orderRef, {
      'onlinePayment.paymentId': created.paymentId,
      'onlinePayment.failure': FieldValue.delete(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return created.payUrl;
}
