import type { Order } from '@boi/domain/orders/order';
import { collections } from '../store/documents';
import type { Caller } from '../shared/auth';
import { isValidDocumentId } from '@boi/domain/shared/document-id';
import { db } from '../shared/firestore';
import { HttpError, notFound } from '../shared/http-error';
import { readDoc } from '../shared/read-meter';
import { toOrder } from './order-doc';

/** GET /api/v1/order/orderDetails/{id}: the invoice, for the order's owner or an admin only. */
export async function getOrderFor(caller: Caller, id: string): Promise<Order> {
  if (!isValidDocumentId(id)) throw notFound('Order', id);
  const snapshot = await readDoc(collections(db()).orders.doc(id));
  if (!snapshot.exists) throw notFound('Order', id);
  if (snapshot.get('uid') !== caller.uid && !caller.admin) {
    throw new HttpError(403, 'permission-denied', 'This order belongs to another account');
  }
  return toOrder(snapshot);
}
