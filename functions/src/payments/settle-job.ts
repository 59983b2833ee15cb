import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { settleAfterCommit } from '../shared/after-commit';
import { db } from '../shared/firestore';
import { readShopSettings } from '../settings/shop-settings';
import { collections } from '../store/documents';
import { BKASH_SECRETS } from './bkash/config';
import { expireUnpaid } from './expire-payment';
import { refundIfPaid } from './refund-payment';
import { CLAIM_MS, settlePayment } from './settle-payment';

const BATCH = 100;

export type SettleReport = { paid: string[]; expired: string[]; refunded: string[] };

/**
 * Nothing is lost when a callback never arrives: every order still waiting for its online
 * payment has its open attempts settled with bKash (execute, or query when executed before);
 * one still unpaid when its window has closed is expired (cancelled, stock back once). Refunds
 * bKash did not make are tried again.
 */
export async function settleOnlinePayments(now: Date = new Date()): Promise<SettleReport> {
  const store = db();
  const report: SettleReport = { paid: [], expired: [], refunded: [] };
  const settings = await readShopSettings();
  await settleAfterCommit(async () => {
    const waiting = await collections(store)
      .orders.where('onlinePayment.state', '==', 'waiting')
      .limit(BATCH)
      .get();
    for (const order of waiting.docs) {
      try {
        const attempts = await collections(store).payments.where('orderId', '==', order.id).get();
        for (const attempt of attempts.docs) {
          const { state, claimedAt } = attempt.data();
          const stale =
            state === 'executing' && (claimedAt?.toMillis() ?? 0) <= Date.now() - CLAIM_MS;
          if (state !== 'created' && !stale) continue;
          if (stale) await attempt.ref.update({ state: 'created' });
          const settled = await settlePayment(attempt.id, 'execute');
          if (settled?.outcome === 'paid') report.paid.push(order.id);
        }
        if (!report.paid.includes(order.id) && (await expireUnpaid(order.id, now, settings))) {
          report.expired.push(order.id);
        }
      } catch (error) {
        logger.error('settling an online payment', { id: order.id, error: String(error) });
      }
    }
    for (const state of ['failed', 'requested'] as const) {
      const unrefunded = await collections(store)
        .orders.where('onlinePayment.refund.state', '==', state)
        .limit(BATCH)
        .get();
      for (const order of unrefunded.docs) {
        if (await refundIfPaid(order.id, { retry: true })) report.refunded.push(order.id);
      }
    }
  });
  return report;
}

/** Every 5 minutes: a shopper who paid but never came back is marked paid within minutes. */
export const settleOnlinePaymentsJob = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: 'asia-south1',
    timeZone: 'Asia/Dhaka',
    memory: '256MiB',
    secrets: BKASH_SECRETS,
  },
  async () => {
    const report = await settleOnlinePayments();
    if (Object.values(report).some((ids) => ids.length > 0)) logger.info('online payments', report);
  },
);
