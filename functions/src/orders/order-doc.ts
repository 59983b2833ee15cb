import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { Order } from '@boi/domain/orders';
import { imageUrl } from '../images/image-store';
import type { OrderDoc } from '../store/documents';

const iso = (value: Timestamp | undefined): string => value?.toDate().toISOString() ?? '';

export function toOrder(snapshot: DocumentSnapshot<OrderDoc>): Order {
  const data = snapshot.data();
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
