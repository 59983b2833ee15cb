import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import { ORDER_STATUSES } from '@boi/domain/orders/order';
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
} from '@boi/domain/admin/order-desk';
import { PAID_FILTER_STATES } from '@boi/domain/payments/online-payment';
import { db } from '../shared/firestore';
import { HttpError } from '../shared/http-error';
import { nearestEndPage } from '../shared/nearest-end-page';
import { parseInput } from '../shared/parse';
import { readCount, readQuery } from '../shared/read-meter';
import { collections, type OrderDoc } from '../store/documents';
import { toOrder } from './order-doc';

/**
 * GET /api/v1/order (admin only): the order desk. Newest first, filtered by status, payment
 * method and Dhaka days; the spec's numbered page (`page`), read from whichever end of the filter
 * is nearer as the admin product table is (../shared/nearest-end-page.ts), or the page after a
 * cursor (`after`, the courier export's walk, which costs its orders plus one on any page); the
 * total of the filter and the count of each status, one read per 1,000 orders each (the
 * composite indexes are in firestore.indexes.json). A search by number, phone or e-mail is an
 * equality lookup.
 */
export async function listOrders(rawQuery: unknown): Promise<OrderDeskPage> {
  const filters = parseInput(orderDeskQuerySchema, rawQuery);
  if (filters.q) return searchOrders(filters, filters.q);
  const orders = collections(db()).orders;
  let scope: Query<OrderDoc> = orders;
  // Paid or not is a pay-now order's: the method filter is implied.
  if (filters.paid) {
    scope = scope.where('onlinePayment.state', 'in', PAID_FILTER_STATES[filters.paid]);
  } else if (filters.method) scope = scope.where('payment.method', '==', filters.method);
  const { start, end } = dateRange(filters.from, filters.to);
  if (start) scope = scope.where('createdAt', '>=', Timestamp.fromDate(start));
  if (end) scope = scope.where('createdAt', '<', Timestamp.fromDate(end));
  const filtered = filters.status ? scope.where('orderStatus', '==', filters.status) : scope;
  const ordered = (direction: 'asc' | 'desc') =>
    filtered.orderBy('createdAt', direction).orderBy(FieldPath.documentId(), direction);
  const { size } = filters;
  const [counts, afterCursor] = await Promise.all([
    Promise.all(
      ORDER_STATUSES.map((status) => readCount(scope.where('orderStatus', '==', status))),
    ),
    filters.after
      ? readQuery(
          ordered('desc')
            .startAfter(...cursorValues(filters.after))
            .limit(size + 1),
        )
      : null,
  ]);
  const statusCounts = Object.fromEntries(
    ORDER_STATUSES.map((status, index) => [status, counts[index] ?? 0]),
  ) as StatusCounts;
  const total = filters.status
    ? statusCounts[filters.status]
    : counts.reduce((sum, count) => sum + count, 0);
  // A numbered page needs the total first, to know which end is nearer.
  const first = filters.page * size;
  const docs = afterCursor
    ? afterCursor.docs.slice(0, size)
    : await nearestEndPage(ordered('desc'), ordered('asc'), { start: first, size, total });
  const more = afterCursor ? afterCursor.size > size : first + size < total;
  const last = docs.at(-1);
  const lastCreated = last?.get('createdAt') as Timestamp | undefined;
  return {
    orders: docs.map(toOrder),
    orderTotalCount: total,
    statusCounts,
    next:
      more && last && lastCreated
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
        (!filters.paid ||
          PAID_FILTER_STATES[filters.paid].includes(data.onlinePayment?.state ?? 'switched')) &&
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
