import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { isValidDocumentId } from '@boi/domain/shared/document-id';
import { db } from '../shared/firestore';
import { readShopSettings } from '../settings/shop-settings';
import { collections } from '../store/documents';
import { paymentProvider } from './bkash/bkash-provider';
import { queueRefundMessages } from './payment-messages';

/**
 * Refunds a cancelled order that was paid online, once: the refund is claimed (state requested)
 * in a transaction, so a second cancel (after cancel, approve, cancel), a retry or the job finds
 * it claimed or done and asks bKash nothing. A refund bKash did not make is marked failed and the
 * scheduled job tries it again; bKash refuses refunding more than was paid, and the retry reads
 * its refund back. Never throws: the admin's cancel stands whatever bKash answers.
 */
export async function refundIfPaid(
  orderId: string,
  { retry = false } = {},
): Promise<string | null> {
  if (!isValidDocumentId(orderId)) return null;
  const store = db();
  const orderRef = collections(store).orders.doc(orderId);
  const order = await store.runTransaction(async (tx) => {
    const current = (await tx.get(orderRef)).data();
    const online = current?.onlinePayment;
    if (!current || current.orderStatus !== 'Cancelled' || online?.state !== 'paid') return null;
    if (online.refund && !(retry && online.refund.state !== 'done')) return null;
    tx.update(orderRef, { 'onlinePayment.refund': { state: 'requested' } });
    return current;
  });
  const online = order?.onlinePayment;
  if (!order || !online?.paymentId || !online.trxId) return null;
  try {
    const { refundId } = await paymentProvider().refund({
      paymentId: online.paymentId,
      trxId: online.trxId,
      amount: online.amount,
      reason: `Order ${order.number} cancelled`,
    });
    const settings = await readShopSettings();
    await store.runTransaction(async (tx) => {
      const current = (await tx.get(orderRef)).data();
      if (!current || current.onlinePayment?.refund?.state === 'done') return;
      tx.update(orderRef, {
        'onlinePayment.refund': { state: 'done', refundId, at: Timestamp.now() },
        updatedAt: FieldValue.serverTimestamp(),
      });
      queueRefundMessages(tx, orderId, current, refundId, settings.smsEnabled);
    });
    return refundId;
  } catch (error) {
    logger.error('bKash refund failed; the job retries it', { orderId, error: String(error) });
    await orderRef
      .update({ 'onlinePayment.refund': { state: 'failed', error: String(error).slice(0, 300) } })
      .catch(() => undefined);
    return null;
  }
}
