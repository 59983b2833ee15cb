import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { Order, OrderStatusStep } from '@boi/domain/orders/order';
import { imageUrl } from '../images/image-store';
import type { OrderDoc, StoredOnlinePayment } from '../store/documents';
import type { OnlinePayment } from '@boi/domain/payments/online-payment';

const iso = (value: Timestamp | undefined): string => value?.toDate().toISOString() ?? '';

type StoredStep = NonNullable<OrderDoc['statusHistory']>[number];

/**
 * The order's timeline as stored. Orders placed before it was kept get theirs from what they
 * have: placed (Pending) when created, and their status now as of their last change.
 */
export function storedTimeline(data: OrderDoc): StoredStep[] {
  if (data.statusHistory?.length) return data.statusHistory;
  const placed: StoredStep = { status: 'Pending', at: data.createdAt };
  return data.orderStatus === 'Pending'
    ? [placed]
    : [placed, { status: data.orderStatus, at: data.updatedAt }];
}

const timelineOf = (data: OrderDoc): OrderStatusStep[] =>
  storedTimeline(data).map(({ status, at }) => ({ status, at: iso(at) }));

function onlinePaymentOf(stored: StoredOnlinePayment): OnlinePayment {
  const { windowEndsAt, paidAt, refund, ...rest } = stored;
  return {
    ...rest,
    windowEndsAt: iso(windowEndsAt),
    ...(paidAt ? { paidAt: iso(paidAt) } : {}),
    ...(refund ? { refund: { ...refund, at: refund.at ? iso(refund.at) : undefined } } : {}),
  };
}

export function toOrder(snapshot: DocumentSnapshot<OrderDoc>): Order {
  const data = snapshot.data();
  if (!data) throw new Error(`document ${snapshot.ref.path} has no data`);
  const {
    idempotencyKey: _key,
    verifiedPhone: _phone,
    createdAt,
    updatedAt,
    items,
    statusHistory: _h,
    onlinePayment,
    ...rest
  } = data;
  return {
    _id: snapshot.id,
    ...rest,
    statusHistory: timelineOf(data),
    ...(onlinePayment ? { onlinePayment: onlinePaymentOf(onlinePayment) } : {}),
    items: items.map((item) => ({ ...item, image: item.image ? imageUrl(item.image) : '' })),
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  };
}
