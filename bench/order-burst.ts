// A burst of orders on one book, as a sale's first minute brings them: BUYERS verified shoppers
// (each their own account) press Place order at the same instant on a book with STOCK copies,
// through Hosting to the `callable` function, with no warm-up of our own beyond the stack's. Every
// request must be answered within the browser's patience (60 s), and the copies sold must be
// exactly the copies there were: the rest are refused as out of stock.
import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import type { Stack } from '../scripts/stack';
import { benchApp, checkout, verifiedShopper } from './shoppers';

const STOCK = 10;
const PATIENCE_MS = 60_000;
export const BURSTS = [30, 100];

export interface BurstRow {
  buyers: number;
  answered: number;
  orders: number;
  refusals: Record<string, number>;
  unanswered: number;
  p50: number;
  p95: number;
  sold: number;
  stock: number;
}

export type Outcome = { ms: number; kind: 'order' | 'unanswered' | string };

/** One order of one copy through Hosting, within the browser's patience. */
export async function placeOnce(url: string, data: unknown, token: string): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(PATIENCE_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: { result?: unknown; error?: { status?: string } } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return { ms, kind: `HTTP ${response.status} (not JSON)` };
    }
    if (body.result) return { ms, kind: 'order' };
    return { ms, kind: body.error?.status ?? `HTTP ${response.status}` };
  } catch {
    return { ms: performance.now() - started, kind: 'unanswered' };
  }
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function measureOrderBurst(stack: Stack): Promise<BurstRow[]> {
  const { app, db } = benchApp(stack, 'bench-order-burst');
  const url = `${stack.url}/api/callable/placeOrder`;
  try {
    const [template] = (await db.collection('products').limit(1).get()).docs;
    if (!template) throw new Error('no seeded book to copy');
    const rows: BurstRow[] = [];
    for (const buyers of BURSTS) {
      const tokens = await Promise.all(
        Array.from({ length: buyers }, () =>
          verifiedShopper(app, stack.env.FIREBASE_AUTH_EMULATOR_HOST),
        ),
      );
      const book = db.collection('products').doc(`burst-${randomUUID().slice(0, 8)}`);
      await book.set({ ...template.data(), quantity: STOCK, status: 'in-stock' });
      const outcomes = await Promise.all(
        tokens.map((token) => placeOnce(url, checkout(book.id), token)),
      );
      const answered = outcomes.filter((o) => o.kind !== 'unanswered');
      const refusals: Record<string, number> = {};
      for (const { kind } of answered) {
        if (kind !== 'order') refusals[kind] = (refusals[kind] ?? 0) + 1;
      }
      const latencies = answered.map((o) => o.ms).sort((a, b) => a - b);
      const left = (await book.get()).get('quantity') as number;
      rows.push({
        buyers,
        answered: answered.length,
        orders: answered.filter((o) => o.kind === 'order').length,
        refusals,
        unanswered: outcomes.length - answered.length,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        sold: STOCK - left,
        stock: STOCK,
      });
    }
    return rows;
  } finally {
    await deleteApp(app);
  }
}

export function printOrderBurst(rows: BurstRow[]): void {
  console.log(`\nA burst of orders on one book with ${STOCK} copies (through Hosting, at once)`);
  console.log(
    `${'buyers'.padEnd(8)}${'answered'.padStart(10)}${'orders'.padStart(8)}${'unanswered'.padStart(12)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'sold'.padStart(6)}  refusals`,
  );
  for (const row of rows) {
    const refusals = Object.entries(row.refusals)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ');
    const check =
      row.sold === row.stock && row.orders === row.stock && row.unanswered === 0
        ? ''
        : '   (expected every request answered and exactly the stock sold!)';
    console.log(
      `${String(row.buyers).padEnd(8)}${String(row.answered).padStart(10)}${String(row.orders).padStart(8)}${String(row.unanswered).padStart(12)}${row.p50.toFixed(0).padStart(9)}${row.p95.toFixed(0).padStart(9)}${String(row.sold).padStart(6)}  ${refusals || '-'}${check}`,
    );
  }
}
