import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { stockMoveOf, transitionRefusal } from '@boi/domain/order-status';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { assertStock, mergeLines, readStockedLines, returnStock, takeStock } from './stock';
import { orderStatusMail } from './status-mail';
import { audit } from '../shared/audit';

/**
 * Order manage's approve and cancel switches. One transaction reads the order (and, when stock
 * moves, its books), moves the stock, sets the status and queues the customer's mail, so two
 * admins changing one order at once give one consistent result.
 */
export const updateOrderStatusOperation = defineOperation(
  'updateOrderStatus',
  async ({ id, orderStatus }) => {
    const store = db();
    const orderRef = collections(store).orders.doc(id);
    return store.runTransaction(async (tx) => {
      const order = (await tx.get(orderRef)).data();
      if (!order) throw new HttpsError('not-found', `Order ${id} was not found`);
      const move = stockMoveOf(order.orderStatus, orderStatus);
      if (!move) {
        const refusal = transitionRefusal(order.number, order.orderStatus, orderStatus);
        throw new HttpsError('failed-precondition', refusal ?? '');
      }
      const now = FieldValue.serverTimestamp();
      if (move !== 'none') {
        const lines = mergeLines(
          order.items.map(({ productId, nameB, quantity }) => ({ productId, nameB, quantity })),
        );
        const books = await readStockedLines(tx, lines);
        if (move === 'take') {
          assertStock(books, {
            prefix: `Order ${order.number} cannot be approved again: `,
            withNeeded: true,
          });
          takeStock(tx, books, now);
        } else {
          returnStock(tx, books, now);
        }
      }
      tx.update(orderRef, { orderStatus, updatedAt: now });
      audit(
        tx,
        { kind: 'order', id, label: order.number },
        { before: { orderStatus: order.orderStatus }, after: { orderStatus } },
      );
      tx.create(collections(store).mail.doc(), orderStatusMail(order.email, order, orderStatus));
      return {
        message: `Order ${order.number} ${orderStatus === 'Approved' ? 'approved' : 'cancelled'}`,
        id,
      };
    });
  },
);
