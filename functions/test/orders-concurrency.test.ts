import { afterAll, expect, it } from 'vitest';
import { callFunction, createTestUser } from './auth-helpers';
import { checkout, ordersOf, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
afterAll(() => shop.cleanup());

/**
 * The Functions emulator runs one request per worker process and cold-starts a worker (seconds of
 * CPU, more for its first Firestore call) for each request that finds none idle; 20 cold starts at
 * once on a small, busy machine pass the Hosting proxy's 60 s limit. So the workers are started
 * first, five more at a time, with checks of unknown coupons (a Firestore read that finds nothing;
 * signed out, so no buyer's order limit is spent), until 20 at once are all answered quickly; the
 * 20 real calls then really run at the same time.
 */
async function warmUpWorkers(count: number): Promise<void> {
  const round = async (n: number) => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        callFunction('checkCoupon', { code: `WARMUP${i}` })
          .then((answer) => answer.body.error?.status)
          .catch(() => null),
      ),
    );
    return answers.every((status) => status === 'NOT_FOUND') && Date.now() - started < 5_000;
  };
  for (let n = 5; n < count; n += 5) await round(n);
  for (let attempt = 0; attempt < 3; attempt += 1) if (await round(count)) return;
}

/**
 * On a busy machine a call can outlast the Hosting emulator's 60 s proxy limit (an HTML 504, not a
 * callable answer) while the function goes on. The checkout retries with the same idempotency key,
 * as a browser would: the answer is then the first attempt's order or its refusal, never a second
 * order.
 */
async function placeOrderWithRetry(input: unknown, idToken: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await callFunction('placeOrder', input, idToken);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

it('never oversells: 20 buyers at once for 5 copies make exactly 5 orders', async () => {
  const buyers = await Promise.all(Array.from({ length: 3 }, () => createTestUser()));
  await warmUpWorkers(20);
  const book = await shop.book({ quantity: 5 });
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      placeOrderWithRetry(
        checkout([{ productId: book.id, quantity: 1 }]),
        buyers[i % buyers.length]!.idToken,
      ),
    ),
  );
  const placed = results.filter((r) => r.body.result);
  const refused = results.filter((r) => r.body.error);
  expect(placed).toHaveLength(5);
  expect(refused).toHaveLength(15);
  for (const { body } of refused) {
    expect(body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: `Not enough stock for ${book.nameB} (available 0)`,
    });
  }
  expect(await shop.stockOf(book.id)).toEqual({ quantity: 0, status: 'out-of-stock' });
  const orders = (await Promise.all(buyers.map((b) => ordersOf(b.uid)))).flat();
  expect(orders).toHaveLength(5);
  expect(new Set(placed.map((r) => r.body.result.orderId)).size).toBe(5);
}, 400_000);
