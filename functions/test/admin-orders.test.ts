import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERVIEW_DAYS, type AdminOverview } from '@boi/domain/admin/overview';
import { ORDER_DELETE_MESSAGE } from '@boi/domain/orders/status';
import { ORDER_STATUSES, type Order } from '@boi/domain/orders/order';
import { collections } from '../src/store/documents';
import {
  DOORS,
  HOSTILE_IDS,
  expectAdminOnly,
  expectAdminOnlyRead,
  expectRefused,
  fetchFunction,
  okStatus,
  send,
  type AdminCall,
} from './admin-doors';
import { apiWrite } from './admin-helpers';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
let admin: TestUser;
let customer: TestUser;
let buyer: TestUser;
/** A second buyer for the shipping and bulk tests: each account may place 20 orders an hour. */
let deskBuyer: TestUser;
const placedOrders: string[] = [];

beforeAll(async () => {
  [admin, customer, buyer, deskBuyer] = await Promise.all([
    createTestUser({ admin: true }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
});
afterAll(async () => {
  const all = collections(testDb());
  const mails = await all.mail.where('to', 'in', [buyer.email, deskBuyer.email]).get();
  await Promise.all([
    shop.cleanup(),
    ...placedOrders.map((id) => all.orders.doc(id).delete()),
    ...mails.docs.map((doc) => doc.ref.delete()),
  ]);
});

const UPDATE: AdminCall = {
  name: 'updateOrderStatus',
  method: 'PATCH',
  // The spec's Order manage sends form data {orderStatus}.
  form: true,
  http: ({ id, ...body }) => ({ path: `/order/${String(id)}`, body }),
};
const BULK: AdminCall = {
  name: 'bulkUpdateOrderStatus',
  method: 'PATCH',
  http: (body) => ({ path: '/order', body }),
};
const DELETE: AdminCall = {
  name: 'deleteOrder',
  method: 'DELETE',
  http: ({ id }) => ({ path: `/order/${String(id)}` }),
};

async function placeOrder(
  items: { productId: string; quantity: number }[],
  by: TestUser = buyer,
): Promise<string> {
  const { status, body } = await callFunction('placeOrder', checkout(items), by.idToken);
  if (status !== 200) throw new Error(`placeOrder failed: ${status} ${JSON.stringify(body)}`);
  placedOrders.push(body.result.orderId);
  return body.result.orderId as string;
}

const orderDoc = async (id: string) => (await collections(testDb()).orders.doc(id).get()).data();

/** The status mails (approved / cancelled) of one order, sorted (mail ids carry no order). */
async function statusMails(orderId: string) {
  const order = await orderDoc(orderId);
  const mails = await collections(testDb())
    .mail.where('to', '==', order?.email ?? '')
    .get();
  return mails.docs
    .map((doc) => doc.data())
    .filter((mail) => mail.message.subject.includes(`Order ${order?.number} `))
    .map((mail) => /(approved|shipped|delivered|cancelled)$/.exec(mail.message.subject)?.[1])
    .filter(Boolean)
    .sort();
}

const setStatus = (id: string, orderStatus: string, door: 'callable' | 'http' = 'callable') =>
  send(door, UPDATE, { id, orderStatus }, admin);

describe('who may manage orders', () => {
  const rows: [AdminCall, (id: string) => Record<string, unknown>, string][] = [
    [UPDATE, (id) => ({ id, orderStatus: 'Cancelled' }), 'Cancelled'],
    [DELETE, (id) => ({ id }), 'deleted'],
  ];

  it.each(rows)(
    '$name: visitors 401, customers 403, admins succeed, through both doors',
    async (call, inputFor, outcome) => {
      for (const door of DOORS) {
        const book = await shop.book({ quantity: 4 });
        const id = await placeOrder([{ productId: book.id, quantity: 1 }]);
        // Only a cancelled order may be deleted: cancel it (as data) before the delete matrix.
        if (call === DELETE)
          await collections(testDb()).orders.doc(id).update({ orderStatus: 'Cancelled' });
        const state = async () => [await orderDoc(id), await shop.stockOf(book.id)];
        await expectAdminOnly(door, call, inputFor(id), customer, state);

        const done = await send(door, call, inputFor(id), admin);
        expect(done.status).toBe(okStatus(door, call));
        expect(done.result).toEqual({ message: expect.any(String), id });
        const after = await orderDoc(id);
        if (outcome === 'deleted') expect(after).toBeUndefined();
        else expect(after?.orderStatus).toBe(outcome);
      }
    },
  );
});

describe('the order status machine (spec §4)', () => {
  it('approves, cancels (stock back), re-approves (stock taken again) and refuses the rest', async () => {
    const novel = await shop.book({ quantity: 5 });
    const poems = await shop.book({ quantity: 2 });
    const id = await placeOrder([
      { productId: novel.id, quantity: 2 },
      { productId: poems.id, quantity: 2 },
    ]);
    const placed = await orderDoc(id);
    expect(placed?.orderStatus).toBe('Pending');
    expect(await shop.stockOf(novel.id)).toEqual({ quantity: 3, status: 'in-stock' });
    expect(await shop.stockOf(poems.id)).toEqual({ quantity: 0, status: 'out-of-stock' });

    // Pending → Approved: the stock stays taken.
    const approved = await setStatus(id, 'Approved');
    expect(approved.result).toEqual({ message: `Order ${placed?.number} approved`, id });
    expect(await shop.stockOf(novel.id)).toEqual({ quantity: 3, status: 'in-stock' });
    expect(await shop.stockOf(poems.id)).toEqual({ quantity: 0, status: 'out-of-stock' });

    // Approved → Approved is refused at both doors, and writes nothing.
    const before = await orderDoc(id);
    for (const door of DOORS) {
      await expectRefused(
        door,
        UPDATE,
        { id, orderStatus: 'Approved' },
        admin,
        'failed-precondition',
        `Order ${placed?.number} is already Approved`,
      );
    }
    expect(await orderDoc(id)).toEqual(before);

    // Approved → Cancelled through the HTTP row (form data): every copy goes back.
    const cancelled = await setStatus(id, 'Cancelled', 'http');
    expect(cancelled.status).toBe(200);
    expect(cancelled.result.message).toBe(`Order ${placed?.number} cancelled`);
    expect(await shop.stockOf(novel.id)).toEqual({ quantity: 5, status: 'in-stock' });
    // 0 → 2: out-of-stock becomes in-stock again.
    expect(await shop.stockOf(poems.id)).toEqual({ quantity: 2, status: 'in-stock' });
    const afterCancel = await orderDoc(id);
    expect(afterCancel?.orderStatus).toBe('Cancelled');
    expect(afterCancel!.updatedAt.toMillis()).toBeGreaterThan(before!.updatedAt.toMillis());

    // Cancelled → Cancelled is refused; the stock is not returned twice.
    await expectRefused(
      'callable',
      UPDATE,
      { id, orderStatus: 'Cancelled' },
      admin,
      'failed-precondition',
      /already Cancelled/,
    );
    expect(await shop.stockOf(novel.id)).toMatchObject({ quantity: 5 });

    // Cancelled → Approved takes the copies again.
    expect((await setStatus(id, 'Approved')).status).toBe(200);
    expect(await shop.stockOf(novel.id)).toEqual({ quantity: 3, status: 'in-stock' });
    expect(await shop.stockOf(poems.id)).toEqual({ quantity: 0, status: 'out-of-stock' });
    expect((await orderDoc(id))?.orderStatus).toBe('Approved');

    // One mail per change, to the customer.
    expect(await statusMails(id)).toEqual(['approved', 'approved', 'cancelled']);
    const mail = (await collections(testDb()).mail.where('to', '==', buyer.email).get()).docs
      .map((doc) => doc.data())
      .find(
        (m) =>
          m.message.subject.endsWith('cancelled') && m.message.subject.includes(placed!.number),
      );
    expect(mail?.message.html).toContain('রহিম &lt;b&gt;Uddin&lt;/b&gt;');
    expect(mail?.message.text).toContain('Status: Cancelled');
  });

  it('ships and delivers an approved order, keeping its stock, with a dated timeline and a mail per step', async () => {
    const book = await shop.book({ quantity: 4 });
    const id = await placeOrder([{ productId: book.id, quantity: 1 }], deskBuyer);
    const number = (await orderDoc(id))?.number;

    // Pending → Shipped skips approval: refused.
    await expectRefused(
      'callable',
      UPDATE,
      { id, orderStatus: 'Shipped' },
      admin,
      'failed-precondition',
      `Order ${number} cannot go from Pending to Shipped`,
    );
    expect((await setStatus(id, 'Approved')).status).toBe(200);
    const shipped = await setStatus(id, 'Shipped', 'http');
    expect(shipped.result.message).toBe(`Order ${number} shipped`);
    expect((await setStatus(id, 'Delivered')).result.message).toBe(`Order ${number} delivered`);
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 3 });

    // Delivered is final.
    for (const orderStatus of ['Cancelled', 'Approved', 'Shipped']) {
      await expectRefused('callable', UPDATE, { id, orderStatus }, admin, 'failed-precondition');
    }
    expect(await statusMails(id)).toEqual(['approved', 'delivered', 'shipped']);

    // The buyer's order carries its timeline, oldest first, each step dated.
    const { body } = await getAuthed(`/api/v1/order/orderDetails/${id}`, deskBuyer.idToken);
    const timeline = body.data.statusHistory as { status: string; at: string }[];
    expect(timeline.map((step) => step.status)).toEqual([
      'Pending',
      'Approved',
      'Shipped',
      'Delivered',
    ]);
    const times = timeline.map((step) => Date.parse(step.at));
    expect(times.every((t, i) => Number.isFinite(t) && (i === 0 || t >= times[i - 1]!))).toBe(true);
  });

  it('cancelling a shipped order (a parcel refused at the door) puts its copies back', async () => {
    const book = await shop.book({ quantity: 4 });
    const id = await placeOrder([{ productId: book.id, quantity: 2 }], deskBuyer);
    await setStatus(id, 'Approved');
    await setStatus(id, 'Shipped');
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 2 });
    expect((await setStatus(id, 'Cancelled')).status).toBe(200);
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 4 });
  });

  it('refuses unknown orders and statuses that are not a status', async () => {
    for (const door of DOORS) {
      await expectRefused(
        door,
        UPDATE,
        { id: 'no-such-order', orderStatus: 'Approved' },
        admin,
        'not-found',
        /no-such-order/,
      );
    }
    const book = await shop.book();
    const id = await placeOrder([{ productId: book.id, quantity: 1 }]);
    for (const door of DOORS) {
      for (const orderStatus of ['Pending', 'approved', '']) {
        await expectRefused(door, UPDATE, { id, orderStatus }, admin, 'invalid-argument');
      }
    }
    expect((await orderDoc(id))?.orderStatus).toBe('Pending');
  });

  it('cancelling returns stock to the books that still exist and skips deleted ones', async () => {
    const kept = await shop.book({ quantity: 3 });
    const gone = await shop.book({ quantity: 3 });
    const id = await placeOrder([
      { productId: kept.id, quantity: 1 },
      { productId: gone.id, quantity: 3 },
    ]);
    await collections(testDb()).products.doc(gone.id).delete();
    expect((await setStatus(id, 'Cancelled')).status).toBe(200);
    expect(await shop.stockOf(kept.id)).toEqual({ quantity: 3, status: 'in-stock' });
    expect((await collections(testDb()).products.doc(gone.id).get()).exists).toBe(false);
    expect((await orderDoc(id))?.orderStatus).toBe('Cancelled');
  });

  it('refuses re-approval when the stock no longer suffices, naming the book, and writes nothing', async () => {
    const plenty = await shop.book({ quantity: 10 });
    const scarce = await shop.book({ quantity: 4 });
    const id = await placeOrder([
      { productId: plenty.id, quantity: 2 },
      { productId: scarce.id, quantity: 3 },
    ]);
    expect((await setStatus(id, 'Cancelled')).status).toBe(200);
    expect(await shop.stockOf(scarce.id)).toMatchObject({ quantity: 4 });
    // Meanwhile other shoppers buy the scarce book.
    await collections(testDb()).products.doc(scarce.id).update({ quantity: 2 });

    const before = [await orderDoc(id), await shop.stockOf(plenty.id), await statusMails(id)];
    for (const door of DOORS) {
      const refused = await expectRefused(
        door,
        UPDATE,
        { id, orderStatus: 'Approved' },
        admin,
        'failed-precondition',
      );
      expect(refused.message).toContain(scarce.nameB);
      expect(refused.message).toContain('available 2');
      expect(refused.message).not.toContain(plenty.nameB);
    }
    expect([await orderDoc(id), await shop.stockOf(plenty.id), await statusMails(id)]).toEqual(
      before,
    );
    expect(await shop.stockOf(scarce.id)).toMatchObject({ quantity: 2 });

    // A deleted book cannot be sold again either.
    await collections(testDb()).products.doc(scarce.id).delete();
    const gone = await expectRefused(
      'callable',
      UPDATE,
      { id, orderStatus: 'Approved' },
      admin,
      'failed-precondition',
    );
    expect(gone.message).toContain(`${scarce.nameB} is no longer in the catalog`);
    expect((await orderDoc(id))?.orderStatus).toBe('Cancelled');
  });

  it('two admins cancelling one order at once: one wins, the stock comes back once', async () => {
    const book = await shop.book({ quantity: 6 });
    const id = await placeOrder([{ productId: book.id, quantity: 2 }]);
    const answers = await Promise.all([
      setStatus(id, 'Cancelled'),
      setStatus(id, 'Cancelled', 'http'),
    ]);
    const statuses = answers.map((a) => (a.status === 200 ? 'ok' : a.code)).sort();
    expect(statuses).toEqual(['failed-precondition', 'ok']);
    expect(await shop.stockOf(book.id)).toEqual({ quantity: 6, status: 'in-stock' });
    expect(await statusMails(id)).toEqual(['cancelled']);
  });

  it('cancel and approve at once leave a status and a stock that agree', async () => {
    const book = await shop.book({ quantity: 6 });
    const id = await placeOrder([{ productId: book.id, quantity: 2 }]);
    const answers = await Promise.all([
      setStatus(id, 'Cancelled'),
      setStatus(id, 'Approved', 'http'),
    ]);
    const final = (await orderDoc(id))?.orderStatus;
    const expectedStock = final === 'Cancelled' ? 6 : 4;
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: expectedStock });
    // From Pending either may go first, and the other is then legal too (Cancelled → Approved,
    // Approved → Cancelled): both succeed, one after the other, each with its mail.
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await statusMails(id)).toEqual(['approved', 'cancelled']);
  });
});

describe('bulkUpdateOrderStatus (the order desk)', () => {
  const statusOf = async (id: string) => (await orderDoc(id))?.orderStatus;

  it('changes every selected order, with one stock move per book, or none of them', async () => {
    const book = await shop.book({ quantity: 6 });
    const first = await placeOrder([{ productId: book.id, quantity: 2 }], deskBuyer);
    const second = await placeOrder([{ productId: book.id, quantity: 1 }], deskBuyer);
    const cancelled = await placeOrder([{ productId: book.id, quantity: 1 }], deskBuyer);
    await setStatus(cancelled, 'Cancelled');
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 3 });

    const approved = await send(
      'http',
      BULK,
      { ids: [first, second], orderStatus: 'Approved' },
      admin,
    );
    expect(approved.status).toBe(200);
    expect(approved.result).toEqual({ message: '2 orders approved', ids: [first, second] });
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 3 });

    for (const door of DOORS) {
      // One order that cannot go there stops them all, and is named.
      const number = (await orderDoc(cancelled))?.number;
      await expectRefused(
        door,
        BULK,
        { ids: [first, second, cancelled], orderStatus: 'Shipped' },
        admin,
        'failed-precondition',
        `Order ${number} cannot go from Cancelled to Shipped`,
      );
      expect([await statusOf(first), await statusOf(second)]).toEqual(['Approved', 'Approved']);
    }

    // Both give their copies back to the one book: 2 + 1, counted once each.
    const back = await send(
      'callable',
      BULK,
      { ids: [first, second], orderStatus: 'Cancelled' },
      admin,
    );
    expect(back.result?.message).toBe('2 orders cancelled');
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 6 });
    expect(await statusMails(first)).toEqual(['approved', 'cancelled']);
  });

  it('refuses re-approving orders the stock cannot cover, naming the book, and changes nothing', async () => {
    const book = await shop.book({ quantity: 3 });
    const first = await placeOrder([{ productId: book.id, quantity: 2 }], deskBuyer);
    const second = await placeOrder([{ productId: book.id, quantity: 1 }], deskBuyer);
    await send('callable', BULK, { ids: [first, second], orderStatus: 'Cancelled' }, admin);
    const third = await placeOrder([{ productId: book.id, quantity: 2 }], deskBuyer);
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 1 });
    const refused = await expectRefused(
      'callable',
      BULK,
      { ids: [first, second], orderStatus: 'Approved' },
      admin,
      'failed-precondition',
    );
    expect(refused.message).toContain(book.nameB);
    expect([await statusOf(first), await statusOf(second)]).toEqual(['Cancelled', 'Cancelled']);
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 1 });
    expect(await statusOf(third)).toBe('Pending');
  });

  it('refuses an empty, repeated or oversized selection', async () => {
    const id = await placeOrder([{ productId: (await shop.book()).id, quantity: 1 }], deskBuyer);
    for (const ids of [[], [id, id], Array.from({ length: 26 }, (_, i) => `o${i}`)]) {
      await expectRefused(
        'callable',
        BULK,
        { ids, orderStatus: 'Approved' },
        admin,
        'invalid-argument',
      );
    }
    expect(await statusOf(id)).toBe('Pending');
  });
});

describe('deleteOrder', () => {
  it('deletes only cancelled orders', async () => {
    const book = await shop.book({ quantity: 5 });
    const id = await placeOrder([{ productId: book.id, quantity: 1 }]);
    for (const status of ['Pending', 'Approved']) {
      if (status === 'Approved') await setStatus(id, 'Approved');
      for (const door of DOORS) {
        await expectRefused(
          door,
          DELETE,
          { id },
          admin,
          'failed-precondition',
          `${ORDER_DELETE_MESSAGE} (order ${(await orderDoc(id))?.number} is ${status})`,
        );
      }
      expect((await orderDoc(id))?.orderStatus).toBe(status);
    }
    await setStatus(id, 'Cancelled');
    const stock = await shop.stockOf(book.id);
    const deleted = await send('http', DELETE, { id }, admin);
    expect(deleted.status).toBe(200);
    expect(await orderDoc(id)).toBeUndefined();
    expect(await shop.stockOf(book.id)).toEqual(stock);
    await expectRefused('callable', DELETE, { id }, admin, 'not-found');
  });
});

describe('hostile order ids', () => {
  it('get 400 or 404, never a 5xx', async () => {
    for (const id of HOSTILE_IDS) {
      const patch = await apiWrite('PATCH', `/order/${id}`, {
        body: { orderStatus: 'Cancelled' },
        token: admin.idToken,
      });
      const remove = await apiWrite('DELETE', `/order/${id}`, { token: admin.idToken });
      expect([400, 404]).toContain(patch.status);
      expect([400, 404]).toContain(remove.status);
    }
    const long = await fetchFunction(`/order/${'x'.repeat(10_000)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderStatus: 'Cancelled' }),
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('invalid-argument');
    for (const id of ['../orders/x', 'a/b', 'x'.repeat(10_000)]) {
      await expectRefused(
        'callable',
        UPDATE,
        { id, orderStatus: 'Cancelled' },
        admin,
        'invalid-argument',
      );
    }
  });
});

describe('GET /api/v1/order (Order manage)', () => {
  it('is for admins only', async () => {
    await expectAdminOnlyRead('/api/v1/order?page=0&size=10', customer);
  });

  it('pages every order newest first, with the total', async () => {
    const book = await shop.book({ quantity: 20 });
    for (let i = 0; i < 3; i += 1) await placeOrder([{ productId: book.id, quantity: 1 }]);
    const all = collections(testDb()).orders;
    const [first, second] = await Promise.all([
      getAuthed('/api/v1/order?page=0&size=2', admin.idToken),
      getAuthed('/api/v1/order?page=1&size=2', admin.idToken),
    ]);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const newest = await all.orderBy('createdAt', 'desc').limit(4).get();
    const ids = [...first.body.data.orders, ...second.body.data.orders].map((o: Order) => o._id);
    expect(ids).toEqual(newest.docs.map((doc) => doc.id));
    expect(ids.slice(0, 3)).toEqual(placedOrders.slice(-3).reverse());
    expect(first.body.data.orderTotalCount).toBe((await all.count().get()).data().count);
    const order: Order = first.body.data.orders[0];
    expect(order).toMatchObject({ uid: buyer.uid, orderStatus: 'Pending' });
    expect(order).not.toHaveProperty('idempotencyKey');
    expect(order.items[0]!.image).toMatch(/^\/api\/v1\/images\/covers\//);

    const defaults = await getAuthed('/api/v1/order', admin.idToken);
    expect(defaults.body.data.orders.length).toBe(Math.min(10, defaults.body.data.orderTotalCount));
    expect((await getAuthed('/api/v1/order?page=-1&size=2', admin.idToken)).status).toBe(400);
  });

  it('keeps /order/mine and /order/orderDetails/{id} for the buyer', async () => {
    const mine = await getAuthed('/api/v1/order/mine?page=0&size=50', buyer.idToken);
    expect(mine.status).toBe(200);
    expect(mine.body.data.orders.every((o: Order) => o.uid === buyer.uid)).toBe(true);
    const id = placedOrders.at(-1)!;
    const details = await getAuthed(`/api/v1/order/orderDetails/${id}`, buyer.idToken);
    expect([details.status, details.body.data._id]).toEqual([200, id]);
  });
});

describe('GET /api/v1/admin/overview', () => {
  const overview = async (): Promise<AdminOverview> => {
    const { status, body } = await getAuthed('/api/v1/admin/overview', admin.idToken);
    expect(status).toBe(200);
    return body.data as AdminOverview;
  };

  it('is for admins only', async () => {
    await expectAdminOnlyRead('/api/v1/admin/overview', customer);
  });

  it('counts sales of orders not cancelled by Asia/Dhaka day, and the rest', async () => {
    const before = await overview();
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    expect(before.dailySales).toHaveLength(OVERVIEW_DAYS);
    expect(before.dailySales.at(-1)?.date).toBe(today);
    const days = before.dailySales.map((d) => Date.parse(d.date));
    expect(days.slice(1).map((day, i) => day - days[i]!)).toEqual(
      Array(OVERVIEW_DAYS - 1).fill(86_400_000),
    );
    expect(before.salesToday).toBe(before.dailySales.at(-1)?.total);

    const book = await shop.book({ quantity: 3, price: 300 });
    const id = await placeOrder([{ productId: book.id, quantity: 2 }]);
    const total = (await orderDoc(id))!.totals.grandTotal;
    expect(total).toBe(650);
    const placed = await overview();
    expect(placed.salesToday - before.salesToday).toBe(total);
    expect(placed.salesThisMonth - before.salesThisMonth).toBe(total);
    expect(placed.dailySales.at(-1)!.total - before.dailySales.at(-1)!.total).toBe(total);
    expect(placed.ordersByStatus.Pending - before.ordersByStatus.Pending).toBe(1);

    await setStatus(id, 'Cancelled');
    const cancelled = await overview();
    expect(cancelled.salesToday).toBe(before.salesToday);
    expect(cancelled.salesThisMonth).toBe(before.salesThisMonth);
    expect(cancelled.ordersByStatus).toEqual({
      ...before.ordersByStatus,
      Cancelled: before.ordersByStatus.Cancelled + 1,
    });

    // The other figures are what Firestore holds.
    const all = collections(testDb());
    const counts = await Promise.all(
      ORDER_STATUSES.map(
        async (s) => (await all.orders.where('orderStatus', '==', s).count().get()).data().count,
      ),
    );
    expect(Object.values(cancelled.ordersByStatus)).toEqual(counts);
    const pending = await all.reviews.where('status', '==', 'Pending').count().get();
    expect(cancelled.pendingReviews).toBe(pending.data().count);
    const low = await all.products
      .where('quantity', '<=', cancelled.lowStockThreshold)
      .orderBy('quantity')
      .limit(10)
      .get();
    expect(cancelled.lowStock).toEqual(
      low.docs.map((doc) => ({
        _id: doc.id,
        nameB: doc.get('nameB'),
        quantity: doc.get('quantity'),
      })),
    );
    expect(cancelled.lowStock.length).toBeLessThanOrEqual(10);
  });
});
