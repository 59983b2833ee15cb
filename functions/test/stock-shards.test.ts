// A bestseller's rush (functions/src/orders/stock-shards.ts): once two orders take from a book
// within a second its stock is split over shards, so that no document takes every order's write.
// Across the shards the copies sold are exactly the copies there were, never one more, and an
// order cancelled or expired gives its copies back to the shards once. The handlers run here,
// in process and each in its own operation's commit scope, so the rush really is at once.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@boi/domain/settings/shop-settings';
import { expireUnconfirmedOrders } from '../src/orders/expire-pending-orders';
import { placeOrderFor } from '../src/orders/place-order';
import { SHARD_COUNT } from '../src/store/stock-shard-docs';
import { settleAfterCommit } from '../src/shared/after-commit';
import { collections } from '../src/store/documents';
import { callFunction, createTestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
afterAll(() => shop.cleanup());

/** A verified shopper of its own (each account may hold only so many open orders). */
const buyer = () => ({
  uid: `t-shard-${randomUUID().slice(0, 12)}`,
  email: 'rush@example.com',
  name: null,
  admin: false,
  emailVerified: true,
  verifiedPhone: null,
});

async function order(productId: string) {
  try {
    const placed = await settleAfterCommit(() =>
      placeOrderFor(buyer(), checkout([{ productId, quantity: 1 }]) as never),
    );
    return { orderId: placed.orderId, refusal: null };
  } catch (error) {
    return { orderId: null, refusal: (error as { code?: string; message: string }).message };
  }
}

const shardsOf = async (id: string) =>
  (await collections(testDb()).products.doc(id).collection('stockShards').get()).docs
    .filter((shard) => shard.id !== 'sync')
    .map((shard) => shard.get('quantity') as number);

describe('a hot book split over shards', () => {
  it('sells exactly its copies to a rush, never below zero in any shard', async () => {
    const book = await shop.book({ quantity: 30 });
    // Two orders within a second split it: 28 copies over the shards.
    await order(book.id);
    await order(book.id);
    expect((await testDb().doc(`products/${book.id}`).get()).get('stockShards.count')).toBe(
      SHARD_COUNT,
    );
    expect((await shardsOf(book.id)).reduce((a, b) => a + b, 0)).toBe(28);

    const rush = await Promise.all(Array.from({ length: 60 }, () => order(book.id)));
    const placed = rush.filter((r) => r.orderId);
    expect(placed).toHaveLength(28);
    for (const { refusal } of rush.filter((r) => !r.orderId)) {
      expect(refusal).toMatch(/^Not enough stock for .* \(available 0\)$/);
    }
    const shards = await shardsOf(book.id);
    expect(shards).toHaveLength(SHARD_COUNT);
    expect(shards.every((left) => left === 0)).toBe(true);
    // The book's own count is the shards' sum, synced once the orders committed.
    expect(await shop.stockOf(book.id)).toEqual({ quantity: 0, status: 'out-of-stock' });
    const band = (await collections(testDb()).books.doc(book.id).get()).get('stockBand');
    expect(band).toBe('sold-out');
  }, 120_000);

  it('takes the copies back once from a cancel and from an expiry, however often they run', async () => {
    const book = await shop.book({ quantity: 6 });
    const orders: (string | null)[] = [];
    for (let n = 0; n < 6; n++) orders.push((await order(book.id)).orderId);
    expect(await shop.stockOf(book.id)).toEqual({ quantity: 0, status: 'out-of-stock' });
    expect((await order(book.id)).refusal).toMatch(/available 0/);

    // An admin cancels one order twice at once: one copy comes back.
    const admin = await createTestUser({ admin: true });
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        callFunction(
          'updateOrderStatus',
          { id: orders[0], orderStatus: 'Cancelled' },
          admin.idToken,
        ),
      ),
    );
    expect([first?.status, second?.status]).toContain(200);
    expect((await shardsOf(book.id)).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await shop.stockOf(book.id)).toEqual({ quantity: 1, status: 'in-stock' });

    // The hourly expiry, twice at once and once more, long after: the other five come back once.
    const later = new Date(Date.now() + (DEFAULT_SHOP_SETTINGS.codPendingHours + 1) * 3_600_000);
    await Promise.all([expireUnconfirmedOrders(later), expireUnconfirmedOrders(later)]);
    await expireUnconfirmedOrders(later);
    expect((await shardsOf(book.id)).reduce((a, b) => a + b, 0)).toBe(6);
    expect((await shop.stockOf(book.id)).quantity).toBe(6);

    // And they sell again, from the shards.
    expect((await order(book.id)).orderId).toBeTruthy();
    expect((await shardsOf(book.id)).reduce((a, b) => a + b, 0)).toBe(5);
  }, 120_000);

  it('deletes the shards with the book', async () => {
    const book = await shop.book({ quantity: 10 });
    await order(book.id);
    await order(book.id);
    expect(await shardsOf(book.id)).toHaveLength(SHARD_COUNT);
    // The fixture's links, which a deletion takes the book's count off.
    const links = [
      testDb().doc(`categories/${book.category.category_id}`),
      testDb().doc(`writers/${book.writer.writer_id}`),
      testDb().doc(`publications/${book.publication.publication_id}`),
    ];
    for (const link of links) await link.set({ productCount: 1 }, { merge: true });
    const admin = await createTestUser({ admin: true });
    const deleted = await callFunction('deleteProduct', { id: book.id }, admin.idToken);
    expect(deleted?.status).toBe(200);
    const left = await collections(testDb()).products.doc(book.id).collection('stockShards').get();
    expect(left.docs.map((shard) => shard.id)).toEqual([]);
    for (const link of links) await link.delete();
  }, 120_000);
});
