// The order desk at 100,000 orders: GET /api/v1/order as the seed's admin, its Firestore reads
// (x-firestore-reads) and time for the first page, a page deep in the list (after walking to
// it by cursor), each filter and a search. The orders are written straight to Firestore.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { PAYMENT_METHODS, type OrderStatus } from '@boi/domain/orders/order';
import { PROJECT_ID, type Stack } from '../scripts/stack';

export const DESK_ORDERS = 100_000;
const BATCH = 500;
const HOUR = 60 * 60 * 1000;
/** Most orders delivered or on their way, some waiting, one in seven cancelled. */
const STATUS_MIX: readonly OrderStatus[] = [
  'Delivered',
  'Approved',
  'Shipped',
  'Pending',
  'Delivered',
  'Shipped',
  'Cancelled',
];

export async function adminToken(authHost: string): Promise<string> {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'admin@boi.test',
      password: 'admin123',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken)
    throw new Error(`order desk bench: admin sign-in failed ${JSON.stringify(body)}`);
  return body.idToken;
}

function orderDoc(i: number, start: number) {
  const at = Timestamp.fromMillis(start + i * (HOUR / 10));
  const method = PAYMENT_METHODS[i % PAYMENT_METHODS.length]!;
  return {
    number: `B-${i.toString(36).toUpperCase().padStart(6, '0')}`,
    uid: `bench-buyer-${i % 5000}`,
    email: `buyer-${i % 5000}@boi.test`,
    orderStatus: STATUS_MIX[i % STATUS_MIX.length]!,
    items: [],
    totals: { subtotal: 300, discount: 0, shipping: 50, grandTotal: 350, couponCode: null },
    shipping: {
      name: `Buyer ${i}`,
      email: `buyer-${i % 5000}@boi.test`,
      phone: `017${String(i % 5000).padStart(8, '0')}`,
      country: 'Bangladesh',
      city: 'Dhaka',
      zip: '1205',
      address: 'Road 1',
      district: 'Dhaka',
    },
    payment:
      method === 'cashOnDelivery'
        ? { method }
        : { method, senderNumber: '01711000000', trxId: `BENCH${i}` },
    idempotencyKey: `bench-${i}`,
    createdAt: at,
    updatedAt: at,
  };
}

export type DeskFigures = { label: string; reads: number; ms: number; orders: number }[];

export async function measureOrderDesk(
  stack: Stack,
): Promise<{ seedS: number; rows: DeskFigures }> {
  // The Admin SDK finds the emulator by this variable (run alone, nothing else has set it).
  process.env.FIRESTORE_EMULATOR_HOST = stack.env.FIRESTORE_EMULATOR_HOST;
  const app = initializeApp({ projectId: PROJECT_ID }, `order-desk-${Date.now()}`);
  const db = getFirestore(app);
  const started = Date.now();
  const start = Date.UTC(2024, 0, 1);
  try {
    for (let first = 0; first < DESK_ORDERS; first += BATCH * 4) {
      await Promise.all(
        [0, 1, 2, 3].map(async (part) => {
          const batch = db.batch();
          const from = first + part * BATCH;
          for (let i = from; i < Math.min(from + BATCH, DESK_ORDERS); i++) {
            batch.set(db.collection('orders').doc(`bench-order-${i}`), orderDoc(i, start));
          }
          await batch.commit();
        }),
      );
    }
  } finally {
    await deleteApp(app);
  }
  const seedS = (Date.now() - started) / 1000;
  const token = await adminToken(stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
  const get = async (query: string) => {
    const began = performance.now();
    const response = await fetch(`${stack.url}/api/v1/order?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data?: { orders: unknown[]; next: string | null } };
    if (!response.ok || !body.data) throw new Error(`order desk ${query}: ${response.status}`);
    return {
      reads: Number(response.headers.get('x-firestore-reads')),
      ms: Math.round(performance.now() - began),
      orders: body.data.orders.length,
      next: body.data.next,
    };
  };
  const rows: DeskFigures = [];
  const add = async (label: string, query: string) => {
    const { next, ...figures } = await get(query);
    rows.push({ label, ...figures });
    return next;
  };
  let after = await add('newest page', 'size=10');
  for (let page = 2; page <= 20 && after; page++) {
    const next = await get(`size=10&after=${after}`);
    if (page === 20) rows.push({ label: 'page 20 (by cursor)', ...next });
    after = next.next;
  }
  await add('spec page=1000 (offset)', 'page=1000&size=10');
  await add('status Pending', 'status=Pending&size=10');
  await add('bKash, Approved', 'method=bkash&status=Approved&size=10');
  await add('one Dhaka day', 'from=2024-06-01&to=2024-06-01&size=10');
  await add('search by phone', 'q=01700000042&size=10');
  await add('search by number', `q=${orderDoc(4242, start).number}`);
  return { seedS, rows };
}

export function printOrderDesk({ seedS, rows }: { seedS: number; rows: DeskFigures }): void {
  console.log(
    `\norder desk at ${DESK_ORDERS.toLocaleString('en')} orders (written in ${seedS.toFixed(0)} s)`,
  );
  console.log(
    `${'page'.padEnd(32)}${'orders'.padStart(8)}${'reads'.padStart(8)}${'ms'.padStart(8)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(32)}${String(row.orders).padStart(8)}${String(row.reads).padStart(8)}${String(row.ms).padStart(8)}`,
    );
  }
}
