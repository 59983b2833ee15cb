import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { Order } from '@boi/domain/orders';
import { imageUrl } from '../images/image-store';

/**
 * orders/{orderId}: written once by placeOrder. Items are a snapshot of the books as sold (names,
 * prices, the thumb's image-store path), so later catalog edits never change an order.
 */
export type OrderDoc = Omit<Order, '_id' | 'createdAt' | 'updatedAt'> & {
  idempotencyKey: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** mail/{id} in the shape of the Trigger Email extension (firestore-send-email). */
export type MailDoc = { to: string; message: { subject: string; html: string; text: string } };

const iso = (value: Timestamp | undefined): string => value?.toDate().toISOString() ?? '';

export function toOrder(snapshot: DocumentSnapshot): Order {
  const data = snapshot.data() as OrderDoc | undefined;
  if (!data) throw new Error(`document ${snapshot.ref.path} has no data`);
  const { idempotencyKey: _key, createdAt, updatedAt, items, ...rest } = data;
  return {
    _id: snapshot.id,
    ...rest,
    items: items.map((item) => ({ ...item, image: item.image ? imageUrl(item.image) : '' })),
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  };
}
