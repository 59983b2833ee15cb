// placeOrder latency as the browser sees it: POST /api/callable/placeOrder through Hosting, one
// Firestore transaction per order. Each row: `orders` orders by `buyers` concurrent shoppers (each
// a new verified account) of fresh books with exactly that many copies in all. With one book every
// transaction contends for one document (a best-seller, the worst case); with one book per buyer
// none do. One shopper places at most MAX_OPEN_ORDERS (10) orders before one is handled, so the
// single buyer's row is ten orders.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, type Stack } from '../scripts/stack';
import { checkout, verifiedShopper } from './shoppers';

export const ROWS = [
  { buyers: 1, books: 1, orders: 10 },
  { buyers: 20, books: 1, orders: 40 },
  { buyers: 20, books: 20, orders: 40 },
];

/** The field read from callable responses. */
interface ResponseBody {
  result?: unknown;
}

async function post(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ ms: number; body: ResponseBody }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { ms: performance.now() - started, body: (await response.json()) as ResponseBody };
}

/**
 * The Functions emulator serves one request per worker process and cold-starts a worker for each
 * request that finds none idle; start them first, with orders of unknown books (a transaction
 * that reads, then fails with not-found), so that the figures are the warm path.
 */
async function warmUp(callUrl: string, workers: number, token?: string): Promise<void> {
  for (let n = Math.min(5, workers); n <= workers; n += 5) {
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        post(callUrl, { data: checkout(`warm-up-${i}`) }, token).catch(() => null),
      ),
    );
  }
}

/**
 * A call that outlasts the Hosting emulator's 60 s proxy limit gets an HTML 504 while the function
 * goes on; the checkout retries with the same idempotency key (one order either way), and the
 * figure includes the wait.
 */
async function placeWithRetry(
  callUrl: string,
  data: unknown,
  token: string,
): Promise<ResponseBody> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await post(callUrl, { data }, token)).body;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export interface PlaceOrderRow {
  buyers: number;
  books: number;
  orders: number;
  p50: number;
  p95: number;
  stockLeft: number;
}

export async function measurePlaceOrder(stack: Stack): Promise<PlaceOrderRow[]> {
  process.env.FIRESTORE_EMULATOR_HOST = stack.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-place-order');
  const products = getFirestore(app).collection('products');
  const callUrl = `${stack.url}/api/callable/placeOrder`;
  try {
    const [template] = (await products.limit(1).get()).docs;
    if (!template) throw new Error('no seeded book to copy');
    const shoppers = (n: number) =>
      Promise.all(
        Array.from({ length: n }, () =>
          verifiedShopper(app, stack.env.FIREBASE_AUTH_EMULATOR_HOST),
        ),
      );
    // Warm-up calls count against their account's order limit: they get one of their own.
    const [warmToken] = await shoppers(1);
    const rows: PlaceOrderRow[] = [];
    for (const { buyers, books: bookCount, orders } of ROWS) {
      const tokens = await shoppers(buyers);
      const run = randomUUID().slice(0, 8);
      const books = Array.from({ length: bookCount }, (_, i) => products.doc(`bench-${run}-${i}`));
      await Promise.all(
        books.map((book) =>
          book.set({ ...template.data(), quantity: orders / bookCount, status: 'in-stock' }),
        ),
      );
      await warmUp(callUrl, buyers, warmToken);
      const latencies: number[] = [];
      let next = 0;
      await Promise.all(
        tokens.map(async (token) => {
          while (next < orders) {
            const book = books[next % bookCount];
            if (!book) throw new Error('no bench book');
            next += 1;
            const started = performance.now();
            const body = await placeWithRetry(callUrl, checkout(book.id), token);
            if (!body.result) throw new Error(`placeOrder failed: ${JSON.stringify(body)}`);
            latencies.push(performance.now() - started);
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const left = await Promise.all(
        books.map(async (book) => (await book.get()).get('quantity') as number),
      );
      rows.push({
        buyers,
        books: bookCount,
        orders,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        stockLeft: left.reduce((sum, n) => sum + n, 0),
      });
    }
    return rows;
  } finally {
    await deleteApp(app);
  }
}

export function printPlaceOrder(rows: PlaceOrderRow[]): void {
  console.log('\nplaceOrder via Hosting → callable (warm workers)');
  console.log(
    `${'concurrent buyers'.padEnd(20)}${'books'.padStart(6)}${'orders'.padStart(8)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}`,
  );
  for (const { buyers, books, orders, p50, p95, stockLeft } of rows) {
    const check = stockLeft === 0 ? '' : `   (stock left ${stockLeft}, expected 0!)`;
    console.log(
      `${String(buyers).padEnd(20)}${String(books).padStart(6)}${String(orders).padStart(8)}${p50.toFixed(0).padStart(10)}${p95.toFixed(0).padStart(10)}${check}`,
    );
  }
}
