import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../shared/constants';
import {
  ORDER_STATUSES,
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  type Order,
  type OrderStatus,
} from '../orders/order';
import { PAID_FILTERS, paidLabel } from '../payments/online-payment';

/**
 * The order desk (Order manage, GET /api/v1/order): filters by status, payment method and date,
 * a search by order number, phone or e-mail, the spec's numbered pages (read from the nearer end
 * of the filter) and cursor pages for walking a whole filter (the courier export).
 */

export const ORDER_SEARCH_MESSAGE =
  'Search by order number (B-XXXXXX), phone (01XXXXXXXXX) or email';
const ORDER_DATES_MESSAGE = 'The start date comes before the end date';
/** A search finds at most this many orders (one phone or e-mail rarely has more). */
export const ORDER_SEARCH_LIMIT = 100;
/** Bangladesh keeps UTC+6 all year: the desk's days are the shop's days. */
const DHAKA_OFFSET = '+06:00';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00${DHAKA_OFFSET}`)), {
    message: 'Dates are YYYY-MM-DD',
  });

/** A page's last order, as `seconds.nanoseconds.id` of its createdAt: the next page starts after it. */
const cursor = z.string().regex(/^\d{1,12}\.\d{1,9}\.[A-Za-z0-9_-]{1,128}$/, 'Invalid page cursor');

export const orderDeskQuerySchema = z
  .object({
    /** The spec's numbered page, from 0 (the desk's page buttons); ignored with `after`. */
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    status: z.enum(ORDER_STATUSES).optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    /** Orders paid now with bKash: paid, or not (yet): waiting or expired. */
    paid: z.enum(PAID_FILTERS).optional(),
    from: day.optional(),
    to: day.optional(),
    q: z.string().trim().max(100).optional(),
    after: cursor.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ORDER_DATES_MESSAGE,
    path: ['to'],
  });
export type OrderDeskQuery = z.input<typeof orderDeskQuerySchema>;
export type OrderDeskFilters = z.output<typeof orderDeskQuerySchema>;

export type StatusCounts = Record<OrderStatus, number>;

/** GET /api/v1/order: one page, the total of the filter, the counts per status and the next cursor. */
export type OrderDeskPage = {
  orders: Order[];
  orderTotalCount: number;
  statusCounts: StatusCounts;
  /** `after` for the next page, or null on the last one. */
  next: string | null;
};

/** The half-open range [start, end) of createdAt for a from/to pair of Dhaka days. */
export function dateRange(from?: string, to?: string): { start?: Date; end?: Date } {
  const start = from ? new Date(`${from}T00:00:00${DHAKA_OFFSET}`) : undefined;
  const end = to
    ? new Date(new Date(`${to}T00:00:00${DHAKA_OFFSET}`).getTime() + 24 * 60 * 60 * 1000)
    : undefined;
  return { start, end };
}

type OrderSearch =
  | { field: 'number'; values: string[] }
  | { field: 'shipping.phone'; values: string[] }
  | { field: 'email'; values: string[] };

/**
 * What a desk search means: an order number, a Bangladeshi mobile number (every way it may have
 * been typed at checkout) or an e-mail address. Null when it is none of them.
 */
export function orderSearchOf(text: string): OrderSearch | null {
  const compact = text.trim().replace(/[\s-]/g, '');
  const phone = /^(?:\+?880|0)?(1[3-9]\d{8})$/.exec(compact);
  if (phone?.[1]) {
    const local = phone[1];
    return { field: 'shipping.phone', values: [`0${local}`, `+880${local}`, `880${local}`] };
  }
  const number = /^#?(?:B-?)?([0-9A-Z]{6})$/i.exec(compact);
  if (number?.[1]) return { field: 'number', values: [`B-${number[1].toUpperCase()}`] };
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()))
    return { field: 'email', values: [text.trim().toLowerCase()] };
  return null;
}

export const encodeCursor = (seconds: number, nanoseconds: number, id: string) =>
  `${seconds}.${nanoseconds}.${id}`;

export function decodeCursor(value: string): { seconds: number; nanoseconds: number; id: string } {
  const [seconds = '0', nanoseconds = '0', ...id] = value.split('.');
  return { seconds: Number(seconds), nanoseconds: Number(nanoseconds), id: id.join('.') };
}

/** The courier sheet's columns (the bulk-upload layout of Bangladeshi couriers). */
export const COURIER_COLUMNS = [
  'Invoice',
  'Name',
  'Phone',
  'Address',
  'District',
  'COD Amount',
  'Items',
  'Note',
] as const;

/** 01XXXXXXXXX, as couriers' sheets want it. */
const localPhone = (phone: string) => phone.replace(/^\+?880/, '0');

/**
 * One courier row per order. Cash on delivery collects the grand total; an order paid by bKash,
 * Nagad or Rocket collects nothing, and its note says how it was paid.
 */
export function courierRow(order: Order): string[] {
  const { shipping, payment, totals } = order;
  const cod = payment.method === 'cashOnDelivery' ? totals.grandTotal : 0;
  return [
    order.number,
    shipping.name,
    localPhone(shipping.phone),
    `${shipping.address}, ${shipping.city} ${shipping.zip}`,
    shipping.district,
    String(cod),
    order.items.map((item) => `${item.quantity} × ${item.nameB}`).join('; '),
    payment.method === 'cashOnDelivery'
      ? ''
      : (paidLabel(order.onlinePayment) ?? `Paid by ${PAYMENT_LABELS[payment.method]}`),
  ];
}
