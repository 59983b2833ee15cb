import { MAX_PAGE_SIZE } from '@boi/domain/shared/constants';
import { COURIER_COLUMNS, courierRow } from '@boi/domain/admin/order-desk';
import type { Order } from '@boi/domain/orders/order';
import { getAdminOrders, type AdminOrderFilter } from '../api/get-admin-orders';

/** One file holds at most this many orders: a day's courier hand-over, with room to spare. */
export const COURIER_EXPORT_LIMIT = 5_000;

/** Every order of the filter, newest first, page after page (at most COURIER_EXPORT_LIMIT). */
export async function ordersOf(filter: AdminOrderFilter): Promise<Order[]> {
  const orders: Order[] = [];
  let after: string | undefined;
  for (let page = 0; orders.length < COURIER_EXPORT_LIMIT; page++) {
    // A search answers numbered pages; the desk's lists answer pages after a cursor.
    const answer = await getAdminOrders(
      { ...filter, after, ...(filter.q ? { page } : {}) },
      MAX_PAGE_SIZE,
    );
    orders.push(...answer.orders);
    if (filter.q ? answer.orders.length < MAX_PAGE_SIZE : !answer.next) break;
    after = answer.next ?? undefined;
  }
  return orders.slice(0, COURIER_EXPORT_LIMIT);
}

/**
 * The courier sheet as CSV text: a byte-order mark first, so that Excel reads the Bangla names
 * as UTF-8, then one row per order in COURIER_COLUMNS.
 */
export async function courierCsv(orders: Order[]): Promise<string> {
  const { unparse } = await import('papaparse');
  // Names and addresses are the shopper's own text: one that starts with =, +, - or @ would run
  // as a formula in the admin's spreadsheet, so papaparse quotes it with a leading '.
  const csv = unparse(
    { fields: [...COURIER_COLUMNS], data: orders.map(courierRow) },
    { escapeFormulae: true },
  );
  return `\uFEFF${csv}`;
}

/** Saves text as a file through the browser's download. */
export function download(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
