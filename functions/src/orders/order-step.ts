import {
  Timestamp,
  type DocumentReference,
  type FieldValue,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  stockMoveOf,
  transitionRefusal,
  type OrderStatusChange,
  type StockMove,
} from '@boi/domain/orders/status';
import { audit } from '../shared/audit';
import { collections, type OrderDoc } from '../store/documents';
import { db } from '../shared/firestore';
import { storedTimeline } from './order-doc';
import { orderStatusMail } from './status-mail';
import { queueOrderSms } from './order-sms';

export type OrderStep = {
  id: string;
  ref: DocumentReference<OrderDoc>;
  order: OrderDoc;
  move: StockMove;
};

/**
 * An order read in the transaction, with the stock move its change makes; refused (naming the
 * order) when it is missing or the transition table has no such change.
 */
export function plannedStep(
  id: string,
  ref: DocumentReference<OrderDoc>,
  order: OrderDoc | undefined,
  orderStatus: OrderStatusChange,
): OrderStep {
  if (!order) throw new HttpsError('not-found', `Order ${id} was not found`);
  const move = stockMoveOf(order.orderStatus, orderStatus);
  if (!move) {
    const refusal = transitionRefusal(order.number, order.orderStatus, orderStatus);
    throw new HttpsError('failed-precondition', refusal ?? '');
  }
  return { id, ref, order, move };
}

/** The lines whose copies the step moves (none when its stock stays as it is). */
export const movedLines = ({ order, move }: OrderStep) =>
  move === 'none'
    ? []
    : order.items.map(({ productId, nameB, quantity }) => ({ productId, nameB, quantity }));

/**
 * Sets the status, adds it to the timeline, records the change and queues the shopper's mail
 * (an account with an address) and SMS (a verified number, when the shop's SMS is on).
 */
export function writeStep(
  tx: Transaction,
  { id, ref, order }: OrderStep,
  orderStatus: OrderStatusChange,
  now: Timestamp | FieldValue,
  { smsEnabled }: { smsEnabled: boolean },
): void {
  const timeline = storedTimeline(order);
  tx.update(ref, {
    orderStatus,
    // Array entries cannot hold a server timestamp: the function's clock dates the step.
    statusHistory: [...timeline, { status: orderStatus, at: Timestamp.now() }],
    updatedAt: now,
  });
  audit(
    tx,
    { kind: 'order', id, label: order.number },
    { before: { orderStatus: order.orderStatus }, after: { orderStatus } },
  );
  if (order.email) {
    tx.create(collections(db()).mail.doc(), orderStatusMail(order.email, order, orderStatus));
  }
  queueOrderSms(tx, id, order, { status: orderStatus, index: timeline.length }, smsEnabled);
}
