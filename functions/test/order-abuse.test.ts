// What a free account can do to stock with orders, and what it cannot: split lines, pile up
// unconfirmed orders, reuse one payment, or (as an admin with a stale form) add back sold copies.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_OPEN_ORDERS, MAX_ORDER_COPIES } from '@boi/domain/shared/constants';
import {
  LINE_CAP_MESSAGE,
  openOrdersMessage,
  ORDER_CAP_MESSAGE,
  TRX_ID_USED_MESSAGE,
} from '@boi/domain/orders/order';
import { collections } from '../src/store/documents';
import { callFunction, createTestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { checkout, ordersOf, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
afterAll(() => shop.cleanup());

const placeOrder = (data: unknown, token: string) => callFunction('placeOrder', data, token);
const bkash = (trxId: string) => ({
  payment: { method: 'bkash' as const, senderNumber: '01712345678', trxId },
});

describe('placeOrder against hoarding', () => {
  let token: string;
  let uid: string;
  beforeAll(async () => {
    ({ idToken: token, uid } = await createTestUser());
  });

  it('caps a book at 99 copies across lines, and an order at its copy limit', async () => {
    const book = await shop.book({ quantity: 500 });
    const split = await placeOrder(
      checkout([
        { productId: book.id, quantity: 60 },
        { productId: book.id, quantity: 60 },
      ]),
      token,
    );
    expect(split.status).toBe(400);
    expect(split.body.error.message).toContain(LINE_CAP_MESSAGE);

    const others = await Promise.all([1, 2, 3].map(() => shop.book({ quantity: 500 })));
    const bulk = await placeOrder(
      checkout(others.map((other) => ({ productId: other.id, quantity: 90 }))),
      token,
    );
    expect(bulk.status).toBe(400);
    expect(bulk.body.error.message).toContain(ORDER_CAP_MESSAGE);
    expect(270).toBeGreaterThan(MAX_ORDER_COPIES);
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 500 });
    expect(await ordersOf(uid)).toHaveLength(0);
  });

  it('lets one transaction id back only one order', async () => {
    const book = await shop.book({ quantity: 10 });
    const trxId = `TRX${Date.now()}`;
    const first = checkout([{ productId: book.id, quantity: 1 }], bkash(trxId));
    expect((await placeOrder(first, token)).status).toBe(200);
    // The same order retried is the same order, not a reuse.
    expect((await placeOrder(first, token)).status).toBe(200);
    const again = await placeOrder(
      checkout([{ productId: book.id, quantity: 1 }], bkash(trxId.toLowerCase())),
      token,
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(TRX_ID_USED_MESSAGE);
    const other = await createTestUser();
    const stranger = await placeOrder(
      checkout([{ productId: book.id, quantity: 1 }], bkash(trxId)),
      other.idToken,
    );
    expect(stranger.status).toBe(409);
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 9 });
  });

  it('refuses another unconfirmed order past the limit, and takes one once an order is confirmed', async () => {
    const buyer = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const book = await shop.book({ quantity: 100 });
    const order = () => checkout([{ productId: book.id, quantity: 1 }]);
    const placed: string[] = [];
    for (let n = 0; n < DEFAULT_MAX_OPEN_ORDERS; n += 1) {
      const { status, body } = await placeOrder(order(), buyer.idToken);
      expect(status).toBe(200);
      placed.push(body.result.orderId);
    }
    const refused = await placeOrder(order(), buyer.idToken);
    expect(refused.status).toBe(400);
    expect(refused.body.error.status).toBe('FAILED_PRECONDITION');
    expect(refused.body.error.message).toBe(openOrdersMessage(DEFAULT_MAX_OPEN_ORDERS));
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 100 - DEFAULT_MAX_OPEN_ORDERS });

    const approved = await callFunction(
      'updateOrderStatus',
      { id: placed[0], orderStatus: 'Approved' },
      admin.idToken,
    );
    expect(approved.status).toBe(200);
    expect((await placeOrder(order(), buyer.idToken)).status).toBe(200);
  });
});

describe('Update Book with a stale form', () => {
  it('changes stock by the form’s difference, keeping copies sold while it was open', async () => {
    const admin = await createTestUser({ admin: true });
    const buyer = await createTestUser();
    const book = await shop.book({ quantity: 10 });
    // Update Book checks that the book's category, writer and publication exist.
    const all = collections(testDb());
    const links = [
      all.categories.doc(book.category.category_id),
      all.writers.doc(book.writer.writer_id),
      all.publications.doc(book.publication.publication_id),
    ];
    await Promise.all(
      links.map((ref) =>
        ref.set({
          name: 'পরীক্ষা',
          productCount: 1,
          writerDetails: '',
          createdAt: Timestamp.now(),
        } as never),
      ),
    );
    // The admin opens the form at 10; meanwhile a shopper buys 3.
    const sold = await placeOrder(checkout([{ productId: book.id, quantity: 3 }]), buyer.idToken);
    expect(sold.status).toBe(200);
    const form = {
      id: book.id,
      nameB: book.nameB,
      nameE: book.nameE,
      price: book.price,
      quantity: 12,
      seenQuantity: 10,
      discount: 0,
      status: 'in-stock',
      category: book.category.category_id,
      writer: book.writer.writer_id,
      publication: book.publication.publication_id,
      bookFair: null,
      descriptionB: '',
      descriptionE: '',
      BookSalesInfo: 'None',
    };
    const saved = await callFunction('updateProduct', form, admin.idToken);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 10 seen, 12 asked: two more than the 7 left.
    const stored = (await collections(testDb()).products.doc(book.id).get()).data();
    expect(stored?.quantity).toBe(9);
    await Promise.all(links.map((ref) => ref.delete()));
  });
});
