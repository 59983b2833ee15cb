import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/firestore';
import { orderPayments } from '../shared/order-payments';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { readShopSettings } from '../settings/shop-settings';
import { movedLines, plannedStep, writeStep, type OrderStep } from './order-step';
import { mergeLines, moveOrderStock } from './stock';

/** A transaction writes at most 500 documents; this leaves room to spare. */
const MAX_WRITES = 450;

/**
 * The order desk's bulk change: the selected orders get one status in one transaction, with the
 * stock rules of the single switch (updateOrderStatus). All of them change, or none does: a
 * refusal names the order (or the book) that stopped it.
 */
export const bulkUpdateOrderStatusOperation = defineOperation(
  'bulkUpdateOrderStatus',
  async ({ ids, orderStatus }) => {
    const store = db();
    const refs = ids.map((id) => collections(store).orders.doc(id));
    const settings = await readShopSettings();
    const result = await store.runTransaction(async (tx) => {
      const snapshots = await tx.getAll(...refs);
      const steps: OrderStep[] = ids.map((id, i) =>
        plannedStep(id, refs[i]!, snapshots[i]?.data(), orderStatus),
      );
      const moving = steps.filter((step) => step.move !== 'none');
      // One target status gives one kind of move: approving takes, cancelling returns.
      const lines = mergeLines(moving.flatMap(movedLines));
      // Each order: itself, its mail, its SMS and its audit record; each book once.
      if (steps.length * 4 + lines.length > MAX_WRITES) {
        throw new HttpsError('invalid-argument', 'Too many books at once: select fewer orders');
      }
      const now = FieldValue.serverTimestamp();
      const move = moving[0]?.move;
      if (move && move !== 'none') {
        const numbers = moving.map((step) => step.order.number).join(', ');
        const orders = moving.length === 1 ? 'Order' : 'Orders';
        await moveOrderStock(
          tx,
          lines,
          move,
          now,
          `${orders} ${numbers} cannot be approved again: `,
        );
      }
      for (const step of steps) writeStep(tx, step, orderStatus, now, settings);
      const count = steps.length;
      return {
        message: `${count} ${count === 1 ? 'order' : 'orders'} ${orderStatus.toLowerCase()}`,
        ids,
      };
    });
    // Paid orders cancelled get their money back, each once (payments/refund-payment.ts).
    if (orderStatus === 'Cancelled') for (const id of ids) await orderPayments().refundIfPaid(id);
    return result;
  },
);
