import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@boi/domain/orders/order';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { checkout, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;
/** The buyer's order ids, oldest first. */
const placed: string[] = [];

beforeAll(async () => {
  [buyer, stranger, admin] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser({ admin: true }),
  ]);
  const book = await shop.book({ quantity: 50, price: 150, discount: 0 });
  for (let i = 0; i < 12; i += 1) {
    const { body } = await callFunction(
      'placeOrder',
      checkout([{ productId: book.id, quantity: 1 + (i % 3) }]),
      buyer.idToken,
    );
    placed.push(body.result.orderId);
    // A shopper may keep only a few orders unconfirmed (MAX_OPEN_ORDERS): the shop confirms the
    // later ones as they come in, and the first stays Pending.
    if (i > 0) {
      await callFunction(
        'updateOrderStatus',
        { id: body.result.orderId, orderStatus: 'Approved' },
        admin.idToken,
      );
    }
  }
  await callFunction(
    'placeOrder',
    checkout([{ productId: book.id, quantity: 1 }]),
    stranger.idToken,
  );
}, 120_000);
afterAll(() => shop.cleanup());

describe('GET /api/v1/order/mine', () => {
  it('pages the caller’s own orders newest first, with the total', async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((page) => getAuthed(`/api/v1/order/mine?page=${page}&size=5`, buyer.idToken)),
    );
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(pages.map((p) => p.body.data.orders.length)).toEqual([5, 5, 2]);
    expect(pages[0]!.body.data.orderTotalCount).toBe(12);
    const ids = pages.flatMap((p) => p.body.data.orders.map((o: Order) => o._id));
    expect(ids).toEqual([...placed].reverse());
    expect(pages[0]!.headers.get('cache-control')).toBe('private, no-store');
    const first: Order = pages[2]!.body.data.orders[1];
    expect(first).toMatchObject({ uid: buyer.uid, orderStatus: 'Pending' });
    expect(first.items[0]!.image).toMatch(/^\/api\/v1\/images\/covers\//);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
  });

  it('uses a page size of 10 by default', async () => {
    const { body } = await getAuthed('/api/v1/order/mine', buyer.idToken);
    expect(body.data.orders).toHaveLength(10);
    expect(body.data.orderTotalCount).toBe(12);
  });

  it('answers 401 without a valid token and 400 for a bad page', async () => {
    expect((await getAuthed('/api/v1/order/mine')).status).toBe(401);
    const forged = await getAuthed('/api/v1/order/mine', 'not-a-token');
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe('unauthenticated');
    expect((await getAuthed('/api/v1/order/mine?size=500', buyer.idToken)).status).toBe(400);
  });
});

describe('GET /api/v1/order/orderDetails/{id}', () => {
  it('shows the invoice to its owner', async () => {
    const { status, body, headers } = await getAuthed(
      `/api/v1/order/orderDetails/${placed[0]}`,
      buyer.idToken,
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body.data).toMatchObject({
      _id: placed[0],
      uid: buyer.uid,
      email: buyer.email,
      totals: { price: 150, grandTotal: 200, couponCode: null },
      shipping: { district: 'Dhaka' },
    });
    expect(body.data).not.toHaveProperty('idempotencyKey');
  });

  it('refuses another user’s invoice with 403 and shows it to an admin', async () => {
    const path = `/api/v1/order/orderDetails/${placed[0]}`;
    const other = await getAuthed(path, stranger.idToken);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('permission-denied');
    const asAdmin = await getAuthed(path, admin.idToken);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data._id).toBe(placed[0]);
  });

  it('answers 401 signed out and 404 for an unknown order', async () => {
    expect((await getAuthed(`/api/v1/order/orderDetails/${placed[0]}`)).status).toBe(401);
    const unknown = await getAuthed('/api/v1/order/orderDetails/NOSUCHORDER', buyer.idToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not-found');
  });
});
