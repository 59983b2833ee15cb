// A sale's peak, through Hosting to the `callable` function, each order by a shopper of its own:
//  1. the steady sale: 1,000 orders an hour over 50 books, arriving as a sale has them (at random,
//     a Poisson process, most on the few bestsellers: Zipf over the books), for PEAK_MINUTES of
//     that hour (the rate per second kept, the hour compressed to a slice of it);
//  2. a bestseller's rush: 50 orders a second for 10 s on one book with 300 copies, sent on time
//     whatever the answers (open loop).
// Each run prints every order answered, the copies sold against the copies there were (0
// oversold), p50/p95; then the emulator's tally of the documents written more than once in a
// second (bench/hotspots.ts): no document may take more than one write a second sustained.
import { randomUUID } from 'node:crypto';
import { deleteApp, type App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import type { Stack } from '../scripts/stack';
import { placeOnce, percentile, type Outcome } from './order-burst';
import { benchApp, checkout, verifiedShopper } from './shoppers';

const STEADY = { perHour: 1000, books: 50, copies: 100 };
const RUSH = { perSecond: 50, seconds: 10, copies: 300 };
export const PEAK_MINUTES = Number(process.env.BENCH_PEAK_MINUTES ?? 2);

export type PeakRow = {
  label: string;
  sent: number;
  answered: number;
  orders: number;
  refusals: Record<string, number>;
  copies: number;
  sold: number;
  oversold: number;
  p50: number;
  p95: number;
  seconds: number;
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** `count` verified shoppers, made `parallel` at a time. */
async function shoppers(app: App, authHost: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = Math.min(25, count - tokens.length);
    tokens.push(
      ...(await Promise.all(Array.from({ length: batch }, () => verifiedShopper(app, authHost)))),
    );
  }
  return tokens;
}

/** Fresh books copied from a seeded one, each with `copies` copies. */
async function freshBooks(db: Firestore, count: number, copies: number): Promise<string[]> {
  const [template] = (await db.collection('products').limit(1).get()).docs;
  if (!template) throw new Error('no seeded book to copy');
  const run = randomUUID().slice(0, 6);
  const ids = Array.from({ length: count }, (_, n) => `peak-${run}-${n}`);
  const { stockShards: _s, stockTakenAt: _t, ...book } = template.data();
  await Promise.all(
    ids.map((id) =>
      db
        .collection('products')
        .doc(id)
        .set({ ...book, quantity: copies, status: 'in-stock' }),
    ),
  );
  return ids;
}

/** Copies left of a book: its shards' sum once split, else its own count. */
async function copiesLeft(db: Firestore, id: string): Promise<number> {
  const book = await db.collection('products').doc(id).get();
  if (!book.get('stockShards')) return book.get('quantity') as number;
  const shards = await book.ref.collection('stockShards').get();
  return shards.docs
    .filter((shard) => shard.id !== 'sync')
    .reduce((sum, shard) => sum + (shard.get('quantity') as number), 0);
}

function row(
  label: string,
  outcomes: Outcome[],
  copies: number,
  left: number,
  seconds: number,
): PeakRow {
  const answered = outcomes.filter((o) => o.kind !== 'unanswered');
  const refusals: Record<string, number> = {};
  for (const { kind } of answered) if (kind !== 'order') refusals[kind] = (refusals[kind] ?? 0) + 1;
  const orders = answered.filter((o) => o.kind === 'order').length;
  const latencies = answered.map((o) => o.ms).sort((a, b) => a - b);
  return {
    label,
    sent: outcomes.length,
    answered: answered.length,
    orders,
    refusals,
    copies,
    sold: copies - left,
    oversold: Math.max(0, orders - copies, -left),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    seconds,
  };
}

/** Zipf over `n` books: the first sells most. */
function zipfPicker(n: number): () => number {
  const weights = Array.from({ length: n }, (_, k) => 1 / (k + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let r = Math.random() * total;
    for (let k = 0; k < n; k++) if ((r -= weights[k]!) <= 0) return k;
    return n - 1;
  };
}

async function steadySale(stack: Stack, app: App, db: Firestore): Promise<PeakRow> {
  const url = `${stack.url}/api/callable/placeOrder`;
  const seconds = PEAK_MINUTES * 60;
  const perSecond = STEADY.perHour / 3600;
  // Arrival times of a Poisson process at the hour's rate.
  const arrivals: number[] = [];
  for (let t = 0; ;) {
    t += -Math.log(1 - Math.random()) / perSecond;
    if (t >= seconds) break;
    arrivals.push(t * 1000);
  }
  const [books, tokens] = await Promise.all([
    freshBooks(db, STEADY.books, STEADY.copies),
    shoppers(app, stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? '', arrivals.length),
  ]);
  const pick = zipfPicker(books.length);
  const began = performance.now();
  const outcomes = await Promise.all(
    arrivals.map(async (at, i) => {
      await sleep(at - (performance.now() - began));
      return placeOnce(url, checkout(books[pick()]!), tokens[i]!);
    }),
  );
  const left = (await Promise.all(books.map((id) => copiesLeft(db, id)))).reduce((a, b) => a + b);
  return row(
    `steady: ${STEADY.perHour}/h over ${STEADY.books} books, ${PEAK_MINUTES} min`,
    outcomes,
    STEADY.books * STEADY.copies,
    left,
    (performance.now() - began) / 1000,
  );
}

async function rush(stack: Stack, app: App, db: Firestore): Promise<PeakRow> {
  const url = `${stack.url}/api/callable/placeOrder`;
  const count = RUSH.perSecond * RUSH.seconds;
  const [[book], tokens] = await Promise.all([
    freshBooks(db, 1, RUSH.copies),
    shoppers(app, stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? '', count),
  ]);
  const began = performance.now();
  const outcomes = await Promise.all(
    tokens.map(async (token, i) => {
      await sleep((i * 1000) / RUSH.perSecond - (performance.now() - began));
      return placeOnce(url, checkout(book!), token);
    }),
  );
  const left = await copiesLeft(db, book!);
  return row(
    `rush: ${RUSH.perSecond}/s for ${RUSH.seconds} s on 1 book`,
    outcomes,
    RUSH.copies,
    left,
    (performance.now() - began) / 1000,
  );
}

export async function measurePeak(stack: Stack): Promise<PeakRow[]> {
  const { app, db } = benchApp(stack, 'bench-peak');
  try {
    return [await steadySale(stack, app, db), await rush(stack, app, db)];
  } finally {
    await deleteApp(app);
  }
}

export function printPeak(rows: PeakRow[]): void {
  console.log("\nA sale's peak (through Hosting, a shopper per order; local stack)");
  console.log(
    `${'run'.padEnd(44)}${'sent'.padStart(6)}${'answered'.padStart(10)}${'orders'.padStart(8)}${'copies'.padStart(8)}${'sold'.padStart(6)}${'oversold'.padStart(10)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'s'.padStart(6)}  refusals`,
  );
  for (const r of rows) {
    const refusals = Object.entries(r.refusals)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ');
    const check = r.answered === r.sent && r.oversold === 0 && r.sold === r.orders ? '' : '  (!)';
    console.log(
      `${r.label.padEnd(44)}${String(r.sent).padStart(6)}${String(r.answered).padStart(10)}${String(r.orders).padStart(8)}${String(r.copies).padStart(8)}${String(r.sold).padStart(6)}${String(r.oversold).padStart(10)}${r.p50.toFixed(0).padStart(8)}${r.p95.toFixed(0).padStart(8)}${r.seconds.toFixed(0).padStart(6)}  ${refusals || '-'}${check}`,
    );
  }
}
