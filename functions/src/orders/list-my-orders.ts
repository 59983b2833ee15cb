import { myOrdersQuerySchema, type OrderPage } from '@boi/domain/orders/order';
import { collections } from '../store/documents';
import type { Caller } from '../shared/auth';
import { db } from '../shared/firestore';
import { parseInput } from '../shared/parse';
import { readCount, readPage } from '../shared/read-meter';
import { toOrder } from './order-doc';

/** GET /api/v1/order/mine: the caller's own orders, newest first, one page and the total. */
export async function listMyOrders(caller: Caller, rawQuery: unknown): Promise<OrderPage> {
  const { page, size } = parseInput(myOrdersQuerySchema, rawQuery);
  const mine = collections(db()).orders.where('uid', '==', caller.uid);
  const [snapshot, orderTotalCount] = await Promise.all([
    readPage(mine.orderBy('createdAt', 'desc'), page * size, size),
    readCount(mine),
  ]);
  return { orders: snapshot.docs.map(toOrder), orderTotalCount };
}
