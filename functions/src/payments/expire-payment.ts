import { FieldValue } from 'firebase-admin/firestore';
import { auditAs } from '../shared/audit';
import { db } from '../shared/firestore';
import { collections } from '../store/documents';
import { movedLines, plannedStep, writeStep } from '../orders/order-step';
import { mergeLines, moveOrderStock } from '../orders/stock';
import { CLAIM_MS } from './settle-payment';

/**
 * Closes the window of an unpaid online order: a Pending order is cancelled and its copies go
 * back to the shelf, in one transaction that re-reads it, so stock comes back once however many
 * runs see it. An attempt being executed right now keeps it open until the next run.
 */
export async function expireUnpaid(orderId: string, now: Date, settings: { smsEnabled: boolean }) {
  const store = db();
  const ref = collections(store).orders.doc(orderId);
  const attempts = collections(store).payments.where('orderId', '==', orderId);
  return store.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    const online = order?.onlinePayment;
    if (!order || online?.state !== 'waiting' || online.windowEndsAt.toMillis() > now.getTime()) {
      return false;
    }
    const open = (await tx.get(attempts)).docs.map((doc) => ({ ref: doc.ref, ...doc.data() }));
    const executing = open.some(
      (p) => p.state === 'executing' && (p.claimedAt?.toMillis() ?? 0) > Date.now() - CLAIM_MS,
    );
    if (executing) return false;
    const stamp = FieldValue.serverTimestamp();
    if (order.orderStatus === 'Pending') {
      const step = plannedStep(orderId, ref, order, 'Cancelled');
      const lines = mergeLines(movedLines(step));
      await moveOrderStock(tx, lines, 'return', stamp);
      writeStep(tx, step, 'Cancelled', stamp, settings);
      auditAs(
        tx,
        { uid: 'schedule', email: 'online payment window', operation: 'settleOnlinePayments' },
        { kind: 'order', id: orderId, label: order.number },
        { before: { orderStatus: 'Pending' }, after: { orderStatus: 'Cancelled' } },
      );
    }
    tx.update(ref, { 'onlinePayment.state': 'expired', updatedAt: stamp });
    for (const attempt of open) {
      if (attempt.state === 'created' || attempt.state === 'executing') {
        tx.update(attempt.ref, { state: 'cancelled' });
      }
    }
    return true;
  });
}
