import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@boi/domain/shared/constants';
import type { Order } from '@boi/domain/orders/order';
import type { Caller } from '../shared/auth';
import { db } from '../shared/firestore';
import { HttpError } from '../shared/http-error';
import { parseInput } from '../shared/parse';
import { readQuery } from '../shared/read-meter';
import { collections } from '../store/documents';
import { toOrder } from './order-doc';

const emailSchema = z.email('Invalid Email').max(254);

/**
 * GET /api/v1/order/{email} (spec §7): the newest orders (at most MAX_PAGE_SIZE) of an address.
 * A shopper reads their own (found by account, whatever the order's shipping address); an admin
 * may read anyone's. `/order/mine` pages the same list.
 */
export async function listOrdersByEmail(caller: Caller, rawEmail: string): Promise<Order[]> {
  const email = parseInput(emailSchema, rawEmail).toLowerCase();
  const own = caller.email?.toLowerCase() === email;
  if (!own && !caller.admin) {
    throw new HttpError(403, 'permission-denied', 'You can only read your own orders');
  }
  const orders = collections(db()).orders;
  const query = own ? orders.where('uid', '==', caller.uid) : orders.where('email', '==', email);
  const snapshot = await readQuery(query.orderBy('createdAt', 'desc').limit(MAX_PAGE_SIZE));
  return snapshot.docs.map(toOrder);
}
