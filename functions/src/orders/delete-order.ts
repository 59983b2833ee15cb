import { HttpsError } from 'firebase-functions/v2/https';
import { canDeleteOrder, ORDER_DELETE_MESSAGE } from '@boi/domain/orders/status';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { audit } from '../shared/audit';

/**
 * Order manage's delete icon: only a Cancelled order (whose stock is already back on the shelf)
 * may go. Its mails stay in the mail collection, and its contents in the audit trail.
 */
export const deleteOrderOperation = defineOperation('deleteOrder', async ({ id }) => {
  const ref = collections(db()).orders.doc(id);
  const number = await db().runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw new HttpsError('not-found', `Order ${id} was not found`);
    if (!canDeleteOrder(order.orderStatus)) {
      throw new HttpsError(
        'failed-precondition',
        `${ORDER_DELETE_MESSAGE} (order ${order.number} is ${order.orderStatus})`,
      );
    }
    tx.delete(ref);
    // The record keeps what the order held (its customer, lines and totals): once deleted, the
    // trail is the only place left that says what was sold to whom.
    const { idempotencyKey: _key, statusHistory: _history, ...held } = order;
    audit(tx, { kind: 'order', id, label: order.number }, { before: held });
    return order.number;
  });
  return { message: `Order ${number} deleted`, id };
});
