import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../shared/firestore';
import { orderPayments } from '../shared/order-payments';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { readShopSettings } from '../settings/shop-settings';
import { movedLines, plannedStep, writeStep } from './order-step';
import { mergeLines, moveOrderStock } from './stock';

/**
 * Order manage's approve and cancel switches and its shipped and delivered steps. One transaction
 * reads the order (and, when stock moves, its books), moves the stock, sets the status and
 * queues the customer's mail and SMS, so two admins changing one order at once give one consistent result.
 */
export const updateOrderStatusOperation = defineOperation(
  'updateOrderStatus',
  async ({ id, orderStatus }) => {
    const store = db();
    const orderRef = collections(store).orders.doc(id);
    const settings = await readShopSettings();
    const result = await store.runTransaction(async (tx) => {
      const step = plannedStep(id, orderRef, (await tx.get(orderRef)).data(), orderStatus);
      const now = FieldValue.serverTimestamp();
      const lines = mergeLines(movedLines(step));
      if (step.move !== 'none') {
        const refusal = `Order ${step.order.number} cannot be approved again: `;
        await moveOrderStock(tx, lines, step.move, now, refusal);
      }
      writeStep(tx, step, orderStatus, now, settings);
      return { message: `Order ${step.order.number} ${orderStatus.toLowerCase()}`, id };
    });
    // A paid order cancelled gets its money back, once (functions/src/payments/refund-payment.ts).
    if (orderStatus === 'Cancelled') await orderPayments().refundIfPaid(id);
    return result;
  },
);
