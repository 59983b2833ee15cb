import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { placeDemoOrders } from '../../scripts/seed/demo-orders';
import { getOverview } from '../src/dashboard/overview';
import { collections } from '../src/store/documents';
import { fixtureBook, testDb } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const run = randomUUID().slice(0, 6);
const bookIds = [1, 2, 3].map((n) => `demo-orders-${run}-${n}`);

describe('the seed’s demo orders', () => {
  afterAll(async () => {
    const db = testDb();
    const all = collections(db);
    const orders = await all.orders
      .where('uid', '>=', 'demo-shopper-')
      .where('uid', '<', 'demo-shopper.')
      .get();
    const batch = db.batch();
    orders.docs.forEach((doc) => batch.delete(doc.ref));
    bookIds.forEach((id) => batch.delete(all.products.doc(id)));
    await batch.commit();
  });

  it('places a month of orders in every state through the order operations', async () => {
    const db = testDb();
    const all = collections(db);
    await Promise.all(
      bookIds.map((id, i) =>
        all.products.doc(id).set(fixtureBook(i + 1, { quantity: 50, status: 'in-stock' })),
      ),
    );
    const books = bookIds.map((_id) => ({ _id, quantity: 50, status: 'in-stock' as const }));
    const now = Date.now();

    expect(await placeDemoOrders(db, books, now)).toBe(12);

    const placed = (
      await all.orders.where('uid', '>=', 'demo-shopper-').where('uid', '<', 'demo-shopper.').get()
    ).docs.map((doc) => doc.data());
    expect(placed).toHaveLength(12);
    const byStatus = (s: string) => placed.filter((o) => o.orderStatus === s).length;
    expect(
      ['Pending', 'Approved', 'Shipped', 'Delivered', 'Cancelled'].map((s) => byStatus(s)),
    ).toEqual([3, 2, 1, 4, 2]);
    // The oldest delivered one's timeline: placed 26 days ago, then a step every half day.
    const delivered = placed
      .filter((o) => o.orderStatus === 'Delivered')
      .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis())[0];
    expect(delivered?.statusHistory?.map((step) => step.status)).toEqual([
      'Pending',
      'Approved',
      'Shipped',
      'Delivered',
    ]);
    const times = delivered?.statusHistory?.map((step) => step.at.toMillis()) ?? [];
    expect(times[0]).toBe(delivered?.createdAt.toMillis());
    expect(times[3]! - times[0]!).toBe(1.5 * DAY_MS);
    const oldest = Math.min(...placed.map((o) => o.createdAt.toMillis()));
    expect(Math.round((now - oldest) / DAY_MS)).toBe(26);

    // Stock: every order that is not cancelled holds its copies; cancelled ones gave them back.
    const held = placed
      .filter((o) => o.orderStatus !== 'Cancelled')
      .flatMap((o) => o.items)
      .reduce((sum, item) => sum + item.quantity, 0);
    const left = await Promise.all(
      bookIds.map(async (id) => (await all.products.doc(id).get()).get('quantity') as number),
    );
    expect(left.reduce((a, b) => a + b, 0)).toBe(150 - held);

    // The dashboard counts them: sales within the last 30 days include every held order.
    const overview = await getOverview(now);
    const sales = placed
      .filter((o) => o.orderStatus !== 'Cancelled')
      .reduce((sum, o) => sum + o.totals.grandTotal, 0);
    expect(overview.dailySales.reduce((sum, d) => sum + d.total, 0)).toBeGreaterThanOrEqual(sales);
  });
});
