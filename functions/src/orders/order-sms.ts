import type { Transaction } from 'firebase-admin/firestore';
import { orderSmsText } from '@boi/domain/orders/sms';
import type { OrderStatus } from '@boi/domain/orders/order';
import { db } from '../shared/firestore';
import { collections, type MessageDoc, type OrderDoc } from '../store/documents';

type SmsOrder = Pick<OrderDoc, 'number' | 'totals' | 'payment' | 'language' | 'verifiedPhone'>;

/**
 * The SMS of an order's step: one document per step, its id the order's and the step's place in
 * the timeline (an order approved again after a cancel has a second Approved step, and a second
 * SMS). Created in the transaction that makes the step, like its mail, so a retried or doubled
 * request either finds the step made (and writes nothing) or makes it once.
 */
export function queueOrderSms(
  tx: Transaction,
  orderId: string,
  order: SmsOrder,
  step: { status: OrderStatus; index: number },
  smsEnabled: boolean,
): void {
  // Only the number Firebase Auth verified is texted: the shop cannot be made to text strangers.
  if (!smsEnabled || !order.verifiedPhone) return;
  const body = orderSmsText(
    step.status,
    {
      number: order.number,
      grandTotal: order.totals.grandTotal,
      paymentMethod: order.payment.method,
    },
    order.language ?? 'bn',
  );
  const message: MessageDoc = { to: order.verifiedPhone, body };
  tx.create(collections(db()).messages.doc(smsId(orderId, step)), message);
}

export const smsId = (orderId: string, step: { status: OrderStatus; index: number }): string =>
  `${orderId}~${step.index}-${step.status}`;
