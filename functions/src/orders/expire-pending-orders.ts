import { FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { settleAfterCommit } from '../shared/after-commit';
import { auditAs } from '../shared/audit';
import { db } from '../shared/firestore';
import { collections } from '../store/documents';
import { isOnlineMethod } from '@boi/domain/orders/order';
import { readShopSettings } from '../settings/shop-settings';
import { movedLines, plannedStep, writeStep } from './order-step';
import { mergeLines, moveOrderStock } from './stock';

/** Orders looked at per query; a run goes on until none is left (or MAX_BATCHES). */
const BATCH = 100;
const MAX_BATCHES = 20;

/**
 * Cancels every order that stayed Pending (never confirmed by the shop) longer than the shop's
 * `codPendingHours`, giving its copies back to the shelf: cash on delivery, and the manual mobile
 * payments (bKash, Nagad, Rocket) whose transaction id the shop never confirmed, which a made-up id
 * would otherwise keep holding stock for ever. Each order is its own
 * transaction that reads it again: one an admin approved meanwhile is left alone, and a second run
 * (or a retry) finds nothing to do, so stock comes back once. Answers the orders it cancelled.
 */
export async function expireUnconfirmedOrders(now: Date = new Date()): Promise<string[]> {
  const settings = await readShopSettings();
  const { codPendingHours } = settings;
  const cutoff = Timestamp.fromMillis(now.getTime() - codPendingHours * 3_600_000);
  const orders = collections(db()).orders;
  const cancelled: string[] = [];
  await settleAfterCommit(async () => {
    // Orders it leaves (approved meanwhile, paid now) stay Pending: the next batch starts after them.
    let after: QueryDocumentSnapshot | undefined;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const page = orders
        .where('orderStatus', '==', 'Pending')
        .where('createdAt', '<', cutoff)
        .orderBy('createdAt')
        .limit(BATCH);
      const due = await (after ? page.startAfter(after) : page).get();
      after = due.docs.at(-1);
      for (const doc of due.docs) {
        // One order that cannot be cancelled (logged) does not hold back the others.
        const done = await expireOne(doc.id, cutoff, settings).catch((error: unknown) => {
          logger.error('expiring an unconfirmed order', { id: doc.id, error });
          return false;
        });
        if (done) cancelled.push(doc.id);
      }
      if (due.size < BATCH) break;
    }
  });
  return cancelled;
}

/** One order, re-read in its transaction: cancelled only if it is still a due Pending order. */
async function expireOne(
  id: string,
  cutoff: Timestamp,
  settings: { smsEnabled: boolean },
): Promise<boolean> {
  const ref = collections(db()).orders.doc(id);
  return db().runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    const due = order?.orderStatus === 'Pending' && order.createdAt.toMillis() < cutoff.toMillis();
    // An order paid now is never the shop's to expire: paid, it waits for the shop; unpaid, its
    // payment window closes it (functions/src/payments/expire-payment.ts).
    if (!due || isOnlineMethod(order.payment.method)) return false;
    const step = plannedStep(id, ref, order, 'Cancelled');
    const lines = mergeLines(movedLines(step));
    const now = FieldValue.serverTimestamp();
    // Reads before writes: every book is read before anything is written.
    await moveOrderStock(tx, lines, 'return', now);
    writeStep(tx, step, 'Cancelled', now, settings);
    auditAs(
      tx,
      { uid: 'schedule', email: 'unconfirmed order expiry', operation: 'expirePendingOrders' },
      { kind: 'order', id, label: order.number },
      { before: { orderStatus: 'Pending' }, after: { orderStatus: 'Cancelled' } },
    );
    return true;
  });
}

/** Every hour; an order is cancelled within an hour of its time running out. */
export const expirePendingOrders = onSchedule(
  { schedule: 'every 60 minutes', region: 'asia-south1', timeZone: 'Asia/Dhaka', memory: '256MiB' },
  async () => {
    const cancelled = await expireUnconfirmedOrders();
    if (cancelled.length > 0) logger.info('expired unconfirmed orders', { cancelled });
  },
);
