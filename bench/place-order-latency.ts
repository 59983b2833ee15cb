// placeOrder latency as the browser sees it: POST /api/callable/placeOrder through Hosting, one
// Firestore transaction per order. Each row: ORDERS orders by `buyers` concurrent shoppers (each
// its own account) of fresh books with exactly ORDERS copies in all. With one book every
// transaction contends for one document (a best-seller, the worst case); with one book per buyer
// none do.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, type Stack } from '../scripts/stack';

const ORDERS = 40;
export const ROWS = [
  { buyers: 1, books: 1 },
  { buyers: 20, books: 1 },
  { buyers: 20, books: 20 },
];

/** The fields read from Auth sign-up and callable responses. */
interface ResponseBody {
  idToken?: string;
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

async function signUp(authHost: string): Promise<string> {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`;
  const { body } = await post(url, {
    email: `bench-${randomUUID()}@boi.test`,
    password: 'bench-123',
    returnSecureToken: true,
  });
  if (!body.idToken) throw new Error(`bench sign-up failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

const checkout = (productId: string) => ({
  idempotencyKey: randomUUID(),
  items: [{ productId, quantity: 1 }],
  shipping: {
    name: 'Bench Buyer',
    email: 'bench@boi.test',
    phone: '01712345678',
    city: 'Dhaka',
    zip: '1100',
    address: '1 Bangla Bazar',
    district: 'Dhaka',
  },
  payment: { method: 'cashOnDelivery' },
});

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
  p50: number;
  p95: number;
  stockLeft: number;
}

export async function measurePlaceOrder(stack: Stack): Promise<PlaceOrderRow[]> {
  process.env.FIRESTORE_EMULATOR_HOST = stack.env.FIRESTORE_EMULATOR_HOST;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-place-order');
  const products = getFirestore(app).collection('products');
  const callUrl = `${stack.url}/api/callable/placeOrder`;
  try {
    const [template] = (await products.limit(1).get()).docs;
    if (!template) throw new Error('no seeded book to copy');
    const tokens = await Promise.all(
      Array.from({ length: Math.max(...ROWS.map((row) => row.buyers)) }, () =>
        signUp(stack.env.FIREBASE_AUTH_EMULATOR_HOST),
      ),
    );
    const rows: PlaceOrderRow[] = [];
    for (const { buyers, books: bookCount } of ROWS) {
      const run = randomUUID().slice(0, 8);
      const books = Array.from({ length: bookCount }, (_, i) => products.doc(`bench-${run}-${i}`));
      await Promise.all(
        books.map((book) =>
          book.set({ ...template.data(), quantity: ORDERS / bookCount, status: 'in-stock' }),
        ),
      );
      await warmUp(callUrl, buyers, tokens[0]);
      const latencies: number[] = [];
      let next = 0;
      await Promise.all(
        tokens.slice(0, buyers).map(async (token) => {
          while (next < ORDERS) {
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
  console.log(`\nplaceOrder via Hosting → callable (${ORDERS} orders per row, warm workers)`);
  console.log(
    `${'concurrent buyers'.padEnd(20)}${'books'.padStart(6)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}`,
  );
  for (const { buyers, books, p50, p95, stockLeft } of rows) {
    const check = stockLeft === 0 ? '' : `   (stock left ${stockLeft}, expected 0!)`;
    console.log(
      `${String(buyers).padEnd(20)}${String(books).padStart(6)}${p50.toFixed(0).padStart(10)}${p95.toFixed(0).padStart(10)}${check}`,
    );
  }
}
