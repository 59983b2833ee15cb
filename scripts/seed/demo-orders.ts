import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Book } from '@boi/domain/catalog/schemas';
import { placeOrderInputSchema, type PlaceOrderInput } from '@boi/domain/orders/order';
import type { OrderStatusChange } from '@boi/domain/orders/status';
import '@boi/functions/payments/register';
import { placeOrderFor } from '@boi/functions/orders/place-order';
import { updateOrderStatusOperation } from '@boi/functions/orders/update-order-status';
import { settleAfterCommit } from '@boi/functions/shared/after-commit';
import { runOperation } from '@boi/functions/shared/operation';
import type { OrderingCaller } from '@boi/functions/shared/ordering-caller';
import type { Caller } from '@boi/functions/shared/auth';
import { COLLECTIONS, collections } from '@boi/functions/store/documents';
import { DEMO_ADMIN } from './demo-accounts';

/** Cleared before the demo orders are placed: the seed resets the stock they were taken from. */
export const DEMO_ORDER_COLLECTIONS = [
  COLLECTIONS.orders,
  COLLECTIONS.mail,
  // The transaction ids the replaced orders used.
  COLLECTIONS.paymentRefs,
  COLLECTIONS.payments,
] as const;

type DemoShopper = { uid: string; name: string; email: string; phone: string; district: string };

/** Shoppers of the demo orders: names only, with no sign-in, so no test account sees them. */
const SHOPPERS: readonly DemoShopper[] = [
  {
    uid: 'demo-shopper-1',
    name: 'তানভীর হাসান',
    email: 'tanvir@example.com',
    phone: '01711000001',
    district: 'Dhaka',
  },
  {
    uid: 'demo-shopper-2',
    name: 'নুসরাত জাহান',
    email: 'nusrat@example.com',
    phone: '01811000002',
    district: 'Chattogram',
  },
  {
    uid: 'demo-shopper-3',
    name: 'Rafiq Ahmed',
    email: 'rafiq@example.com',
    phone: '01911000003',
    district: 'Sylhet',
  },
];

type SeedBook = Pick<Book, '_id' | 'quantity' | 'status'>;

type DemoOrder = {
  shopper: number;
  /** How many days before the seed ran the order was placed. */
  daysAgo: number;
  lines: { book: number; quantity: number }[];
  payment: PlaceOrderInput['payment'];
  /** The admin's changes after it was placed, in order. */
  changes: OrderStatusChange[];
};

const COD = { method: 'cashOnDelivery' } as const;
const bkash = (n: number) =>
  ({ method: 'bkash', senderNumber: '01711000009', trxId: `BK${n}DEMO77` }) as const;

/** A month of orders in every state, so the dashboard's figures and tables have something real. */
const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    shopper: 0,
    daysAgo: 26,
    lines: [{ book: 3, quantity: 1 }],
    payment: COD,
    changes: ['Approved', 'Shipped', 'Delivered'],
  },
  {
    shopper: 1,
    daysAgo: 21,
    lines: [
      { book: 8, quantity: 2 },
      { book: 15, quantity: 1 },
    ],
    payment: bkash(1),
    changes: ['Approved'],
  },
  {
    shopper: 2,
    daysAgo: 17,
    lines: [{ book: 21, quantity: 1 }],
    payment: COD,
    changes: ['Cancelled'],
  },
  {
    shopper: 0,
    daysAgo: 12,
    lines: [
      { book: 30, quantity: 1 },
      { book: 31, quantity: 1 },
    ],
    payment: bkash(2),
    changes: ['Approved', 'Shipped'],
  },
  {
    shopper: 1,
    daysAgo: 8,
    lines: [{ book: 42, quantity: 3 }],
    payment: COD,
    changes: ['Approved'],
  },
  {
    shopper: 2,
    daysAgo: 5,
    lines: [{ book: 55, quantity: 1 }],
    payment: COD,
    changes: ['Approved', 'Cancelled'],
  },
  {
    shopper: 0,
    daysAgo: 2,
    lines: [
      { book: 60, quantity: 1 },
      { book: 4, quantity: 1 },
    ],
    payment: bkash(3),
    changes: [],
  },
  { shopper: 1, daysAgo: 0, lines: [{ book: 77, quantity: 1 }], payment: COD, changes: [] },
  // Four more, so that Order Manage opens on two numbered pages (ten a page).
  {
    shopper: 2,
    daysAgo: 24,
    lines: [{ book: 10, quantity: 1 }],
    payment: COD,
    changes: ['Approved', 'Shipped', 'Delivered'],
  },
  {
    shopper: 0,
    daysAgo: 19,
    lines: [{ book: 12, quantity: 1 }],
    payment: bkash(4),
    changes: ['Approved', 'Shipped', 'Delivered'],
  },
  {
    shopper: 1,
    daysAgo: 14,
    lines: [{ book: 18, quantity: 2 }],
    payment: COD,
    changes: ['Approved', 'Shipped', 'Delivered'],
  },
  { shopper: 2, daysAgo: 1, lines: [{ book: 25, quantity: 1 }], payment: COD, changes: [] },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN: Caller = {
  uid: DEMO_ADMIN.uid,
  email: DEMO_ADMIN.email,
  name: DEMO_ADMIN.name,
  admin: true,
  emailVerified: true,
};

/**
 * Places the demo orders through the shop's own order operations (prices, stock and mails as in
 * real use), then moves their dates back so the last 30 days have sales. Returns how many.
 */
export async function placeDemoOrders(db: Firestore, books: readonly SeedBook[], now = Date.now()) {
  // Books with room for a few copies, so every demo order can be placed.
  const stocked = books.filter((book) => book.quantity >= 5 && book.status === 'in-stock');
  let placed = 0;
  for (const [n, order] of DEMO_ORDERS.entries()) {
    const shopper = SHOPPERS[order.shopper];
    const items = order.lines.flatMap((line) => {
      const book = stocked[line.book % Math.max(1, stocked.length)];
      return book ? [{ productId: book._id, quantity: line.quantity }] : [];
    });
    if (!shopper || items.length === 0) continue;
    const input = placeOrderInputSchema.parse({
      idempotencyKey: `demo-order-${n + 1}`,
      items,
      shipping: {
        name: shopper.name,
        email: shopper.email,
        phone: shopper.phone,
        city: shopper.district,
        zip: '1205',
        address: 'বাড়ি ১২, রোড ৫',
        district: shopper.district,
      },
      payment: order.payment,
    });
    const caller: OrderingCaller = {
      uid: shopper.uid,
      email: shopper.email,
      name: shopper.name,
      admin: false,
      emailVerified: true,
      verifiedPhone: null,
    };
    // In the commit scope an operation has, so a split book's count is synced as for a shopper.
    const { orderId } = await settleAfterCommit(() => placeOrderFor(caller, input));
    for (const orderStatus of order.changes) {
      await runOperation(updateOrderStatusOperation, ADMIN, () => ({ id: orderId, orderStatus }));
    }
    const placedAt = now - order.daysAgo * DAY_MS;
    const at = Timestamp.fromMillis(placedAt);
    // Each step of its timeline half a day after the one before (never in the future).
    const statusHistory = (['Pending', ...order.changes] as const).map((status, step) => ({
      status,
      at: Timestamp.fromMillis(Math.min(now, placedAt + (step * DAY_MS) / 2)),
    }));
    await collections(db)
      .orders.doc(orderId)
      .update({ createdAt: at, updatedAt: at, statusHistory });
    placed += 1;
  }
  return placed;
}
