import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { judgePayment, type Verdict } from '@boi/domain/payments/online-payment';
import { isValidDocumentId } from '@boi/domain/shared/document-id';
import { db } from '../shared/firestore';
import { readShopSettings } from '../settings/shop-settings';
import { collections, type OrderDoc, type PaymentDoc } from '../store/documents';
import { paymentProvider } from './bkash/bkash-provider';
import { queuePaidMessages } from './payment-messages';
import { refundIfPaid } from './refund-payment';
import { ProviderUnavailable } from './provider';

/** An execute claimed this long ago that never reported is asked again (crash, timeout). */
export const CLAIM_MS = 60_000;

export type SettleOutcome = { orderId: string; outcome: 'paid' | 'failed' | 'pending' } | null;

type Claim = { done: SettleOutcome } | { order: OrderDoc; payment: PaymentDoc; orderId: string };

/**
 * Settles one payment attempt. The server asks bKash itself (execute, or query) and only its own
 * check of bKash's record (judgePayment: Completed, amount, invoice, payment id) marks the order
 * paid; a callback's status is never believed. An attempt is executed at most once: the claim
 * (state executing) is taken in a transaction, and whoever finds it taken, or completed, asks
 * nothing more. The order is marked paid in a transaction that re-reads it: once, whatever
 * arrives twice. `hint` is the callback's status, kept only as the shopper's reason.
 */
export async function settlePayment(
  paymentId: string,
  how: 'execute' | 'query',
  hint?: 'failure' | 'cancel',
): Promise<SettleOutcome> {
  if (!isValidDocumentId(paymentId)) return null;
  const store = db();
  const paymentRef = collections(store).payments.doc(paymentId);
  const claim: Claim = await store.runTransaction(async (tx) => {
    const payment = (await tx.get(paymentRef)).data();
    if (!payment) return { done: null };
    const { orderId } = payment;
    const order = (await tx.get(collections(store).orders.doc(orderId))).data();
    if (!order?.onlinePayment) return { done: null };
    if (order.onlinePayment.state === 'paid' || payment.state === 'completed') {
      return { done: { orderId, outcome: 'paid' } };
    }
    if (payment.state === 'failed' || payment.state === 'cancelled') {
      return { done: { orderId, outcome: 'failed' } };
    }
    if (order.onlinePayment.state !== 'waiting' || order.orderStatus === 'Cancelled') {
      // Expired, switched to cash on delivery or cancelled: this attempt is never executed.
      tx.update(paymentRef, { state: 'cancelled' });
      return { done: { orderId, outcome: 'failed' } };
    }
    const busy =
      payment.state === 'executing' && (payment.claimedAt?.toMillis() ?? 0) > Date.now() - CLAIM_MS;
    if (busy) return { done: { orderId, outcome: 'pending' } };
    if (how === 'execute')
      tx.update(paymentRef, { state: 'executing', claimedAt: Timestamp.now() });
    return { order, payment, orderId };
  });
  if ('done' in claim) return claim.done;
  const { order, orderId } = claim;

  let verdict: Verdict;
  try {
    const provider = paymentProvider();
    const answer =
      how === 'execute' ? await provider.settle(paymentId) : await provider.query(paymentId);
    verdict = judgePayment(answer, {
      paymentId,
      amount: order.onlinePayment?.amount ?? -1,
      invoice: order.number,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    // No answer: the claim stays; the scheduled job asks again once it is stale.
    logger.warn('bKash did not answer; the payment is settled later', {
      paymentId,
      error: String(error),
    });
    return { orderId, outcome: 'pending' };
  }
  const settings = verdict.kind === 'paid' ? await readShopSettings() : { smsEnabled: false };
  await store.runTransaction(async (tx) => {
    const orderRef = collections(store).orders.doc(orderId);
    const current = (await tx.get(orderRef)).data();
    if (!current?.onlinePayment) return;
    const now = FieldValue.serverTimestamp();
    if (verdict.kind === 'paid') {
      tx.update(paymentRef, { state: 'completed', trxId: verdict.trxId });
      if (current.onlinePayment.state === 'paid') return;
      tx.update(orderRef, {
        'onlinePayment.state': 'paid',
        'onlinePayment.paymentId': paymentId,
        'onlinePayment.trxId': verdict.trxId,
        'onlinePayment.paidAt': Timestamp.now(),
        'onlinePayment.failure': FieldValue.delete(),
        updatedAt: now,
      });
      queuePaidMessages(tx, orderId, current, verdict.trxId, settings.smsEnabled);
      return;
    }
    const reason =
      verdict.kind === 'failed'
        ? verdict.reason
        : hint === 'cancel'
          ? 'Payment cancelled'
          : hint === 'failure'
            ? 'Payment failed'
            : null;
    // Not authorised yet (or no answer to judge): the attempt stays open for the job.
    tx.update(
      paymentRef,
      verdict.kind === 'failed'
        ? { state: 'failed', failure: verdict.reason }
        : { state: 'created' },
    );
    const latest = current.onlinePayment.paymentId === paymentId;
    if (reason && latest && current.onlinePayment.state === 'waiting') {
      tx.update(orderRef, { 'onlinePayment.failure': reason, updatedAt: now });
    }
  });
  // Paid just as an admin cancelled the order: the money goes back (refundIfPaid checks).
  if (verdict.kind === 'paid') await refundIfPaid(orderId);
  return { orderId, outcome: verdict.kind };
}
