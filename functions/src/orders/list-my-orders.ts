import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@boi/domain/constants';
import type { OrderPage } from '@boi/domain/orders';
import { collections } from '../store/documents';
import type { Caller } from '../shared/auth';
import { db } from '../shared/firestore';
import { parseInput } from '../shared/parse';
import { readCount, readPage } from '../shared/read-meter';
import { toOrder } from './order-doc';

const myOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

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
