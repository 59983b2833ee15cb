import { detailQuerySchema } from '@boi/domain/schemas';
import type { OrderPage } from '@boi/domain/orders';
import { db } from '../shared/firestore';
import { parseInput } from '../shared/parse';
import { readCount, readPage } from '../shared/read-meter';
import { collections } from '../store/documents';
import { toOrder } from './order-doc';

/** GET /api/v1/order?page=&size= (admin only): every order, newest first, one page and the total. */
export async function listOrders(rawQuery: unknown): Promise<OrderPage> {
  const { page, size } = parseInput(detailQuerySchema, rawQuery);
  const orders = collections(db()).orders;
  const [snapshot, orderTotalCount] = await Promise.all([
    readPage(orders.orderBy('createdAt', 'desc'), page * size, size),
    readCount(orders),
  ]);
  return { orders: snapshot.docs.map(toOrder), orderTotalCount };
}
