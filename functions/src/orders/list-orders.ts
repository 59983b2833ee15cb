import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import { ORDER_STATUSES } from '@boi/domain/orders';
import {
  dateRange,
  decodeCursor,
  encodeCursor,
  ORDER_SEARCH_LIMIT,
  ORDER_SEARCH_MESSAGE,
  orderDeskQuerySchema,
  orderSearchOf,
  type OrderDeskFilters,
  type OrderDeskPage,
  type StatusCounts,
} from '@boi/domain/order-desk';
import { db } from '../shared/firestore';
import { HttpError } from '../shared/http-error';
import { parseInput } from '../shared/parse';
import { readCount, readPage, readQuery } from '../shared/read-meter';
import { collections, type OrderDoc } from '../store/documents';
import { toOrder } from './order-doc';

/**
 * GET /api/v1/order (admin only): the order desk. Newest first, filtered by status, payment
 * method and Dhaka days, one page after a cursor (or at the spec's page offset), the total of
 * the filter and the count of each status. A page costs its orders plus one, and each count one
 * read per 1,000 orders it counts, on any page of any number of orders (the composite indexes
 * are in firestore.indexes.json). A search by number, phone or e-mail is an equality lookup.
 */
export async function listOrders(rawQuery: unknown): Promise<OrderDeskPage> {
  const filters = parseInput(orderDeskQuerySchema, rawQuery);
  if (filters.q) return searchOrders(filters, filters.q);
  const orders = collections(db()).orders;
  let scope: Query<OrderDoc> = orders;
  if (filters.method) scope = scope.where('payment.method', '==', filters.method);
  const { start, end } = dateRange(filters.from, filters.to);
  if (start) scope = scope.where('createdAt', '>=', Timestamp.fromDate(start));
  if (end) scope = scope.where('createdAt', '<', Timestamp.fromDate(end));
  const filtered = filters.status ? scope.where('orderStatus', '==', filters.status) : scope;
  const newestFirst = filtered.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const { size } = filters;
  const page = filters.after
    ? readQuery(newestFirst.startAfter(...cursorValues(filters.after)).limit(size + 1))
    : readPage(newestFirst, filters.page * size, size + 1);
  const [snapshot, ...counts] = await Promise.all([
    page,
    ...ORDER_STATUSES.map((status) => readCount(scope.where('orderStatus', '==', status))),
  ]);
  const statusCounts = Object.fromEntries(
    ORDER_STATUSES.map((status, index) => [status, counts[index] ?? 0]),
  ) as StatusCounts;
  const docs = snapshot.docs.slice(0, size);
  const last = docs.at(-1);
  const lastCreated = last?.get('createdAt') as Timestamp | undefined;
  return {
    orders: docs.map(toOrder),
    orderTotalCount: filters.status
      ? statusCounts[filters.status]
      : counts.reduce((sum, count) => sum + count, 0),
    statusCounts,
    next:
      snapshot.size > size && last && lastCreated
        ? encodeCursor(lastCreated.seconds, lastCreated.nanoseconds, last.id)
        : null,
  };
}

const cursorValues = (after: string): [Timestamp, string] => {
  const { seconds, nanoseconds, id } = decodeCursor(after);
  // Timestamp's own range (years 1 to 9999): beyond it the constructor throws.
  if (seconds < -62_135_596_800 || seconds > 253_402_300_799)
    throw new HttpError(400, 'invalid-argument', 'Invalid page cursor');
  return [new Timestamp(seconds, nanoseconds), id];
};

/** The orders of one number, phone or e-mail (at most ORDER_SEARCH_LIMIT), then the filters. */
async function searchOrders(filters: OrderDeskFilters, text: string): Promise<OrderDeskPage> {
  const search = orderSearchOf(text);
  if (!search) throw new HttpError(400, 'invalid-argument', ORDER_SEARCH_MESSAGE);
  const snapshot = await readQuery(
    collections(db()).orders.where(search.field, 'in', search.values).limit(ORDER_SEARCH_LIMIT),
  );
  const { start, end } = dateRange(filters.from, filters.to);
  const found = snapshot.docs
    .map((doc) => ({ doc, created: (doc.get('createdAt') as Timestamp).toMillis() }))
    .filter(({ doc, created }) => {
      const data = doc.data();
      return (
        (!filters.method || data.payment.method === filters.method) &&
        (!start || created >= start.getTime()) &&
        (!end || created < end.getTime())
      );
    })
    .sort((a, b) => b.created - a.created);
  const statusCounts = Object.fromEntries(
    ORDER_STATUSES.map((status) => [
      status,
      found.filter(({ doc }) => doc.data().orderStatus === status).length,
    ]),
  ) as StatusCounts;
  const shown = found.filter(
    ({ doc }) => !filters.status || doc.data().orderStatus === filters.status,
  );
  const offset = filters.page * filters.size;
  return {
    orders: shown.slice(offset, offset + filters.size).map(({ doc }) => toOrder(doc)),
    orderTotalCount: shown.length,
    statusCounts,
    next: null,
  };
}
