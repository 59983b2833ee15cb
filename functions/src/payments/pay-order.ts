import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isValidDocumentId } from '@boi/domain/shared/document-id';
import { db } from '../shared/firestore';
import { defineOperation, signedInCaller } from '../shared/operation';
import { readShopSettings } from '../settings/shop-settings';
import { collections, type MailDoc } from '../store/documents';
import { orderConfirmationMail } from '../orders/order-mail';
import { queueOrderSms } from '../orders/order-sms';
import { startPayment } from './start-payment';

/** "Pay with bKash" on the shopper's unpaid order: a new attempt, and bKash's page to go to. */
export const payOrderOperation = defineOperation('payOrder', async ({ id }, caller) => ({
  id,
  payUrl: await startPayment(id, signedInCaller(caller).uid),
}));

/**
 * "Pay cash on delivery instead": the shopper's order still waiting for its online payment
 * becomes a cash-on-delivery order, confirmed as one (mail and SMS). Its open bKash attempts are
 * never executed after this (settlePayment refuses an order no longer waiting).
 */
export const payOnDeliveryOperation = defineOperation('payOnDelivery', async ({ id }, caller) => {
  const { uid } = signedInCaller(caller);
  if (!isValidDocumentId(id)) throw new HttpsError('not-found', `Order ${id} was not found`);
  const store = db();
  const ref = collections(store).orders.doc(id);
  const { smsEnabled } = await readShopSettings();
  await store.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order || order.uid !== uid) throw new HttpsError('not-found', `Order ${id} was not found`);
    if (order.onlinePayment?.state !== 'waiting' || order.orderStatus !== 'Pending') {
      throw new HttpsError(
        'failed-precondition',
        `Order ${order.number} cannot change its payment now`,
      );
    }
    const payment = { method: 'cashOnDelivery' as const };
    tx.update(ref, {
      payment,
      'onlinePayment.state': 'switched',
      updatedAt: FieldValue.serverTimestamp(),
    });
    const cod = { ...order, payment };
    if (order.email) {
      const mail: MailDoc = orderConfirmationMail(order.email, cod);
      tx.set(collections(store).mail.doc(id), mail);
    }
    queueOrderSms(tx, id, cod, { status: 'Pending', index: 0 }, smsEnabled);
  });
  return { id };
});
