import { randomUUID } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { PlaceOrderInput } from '@boi/domain/orders/order';
import { type CouponDoc, type ProductDoc, collections } from '../src/store/documents';
import { callFunction } from './auth-helpers';
import { fixtureBook, testDb } from './fixtures';

/**
 * Books and coupons with unique ids per test file: the functions tests share one emulator, and the
 * catalog tests count the whole products collection, so `cleanup()` deletes them again.
 */
export function shopFixtures() {
  const run = randomUUID().slice(0, 8);
  const created: DocumentReference[] = [];
  let next = 0;

  return {
    run,
    async book(overrides: Partial<ProductDoc> = {}): Promise<{ id: string } & ProductDoc> {
      next += 1;
      const id = `t-${run}-book-${next}`;
      const doc = fixtureBook(100 + next, {
        nameB: `বই ${run} ${next}`,
        nameE: `Book ${run} ${next}`,
        price: 200,
        discount: 0,
        quantity: 10,
        status: 'in-stock',
        category: { categoryName: 'পরীক্ষা', category_id: `t-${run}-cat` },
        writer: { writerName: 'লেখক', writerDetails: '', writer_id: `t-${run}-writer` },
        publication: { publicationName: 'প্রকাশনী', publication_id: `t-${run}-pub` },
        bookFair: null,
        thumb: `covers/t-${run}-${next}-400.webp`,
        ...overrides,
      });
      const ref = collections(testDb()).products.doc(id);
      await ref.set(doc);
      created.push(ref);
      return { id, ...doc };
    },
    async coupon(discountPercent: number, active = true): Promise<string> {
      next += 1;
      const code = `T${run.toUpperCase()}${next}`;
      const doc: CouponDoc = { couponCode: code, discountPercent, active };
      const ref = collections(testDb()).coupons.doc(code);
      await ref.set(doc);
      created.push(ref);
      return code;
    },
    async stockOf(id: string): Promise<{ quantity: number; status: string }> {
      const snapshot = await collections(testDb()).products.doc(id).get();
      return { quantity: snapshot.get('quantity'), status: snapshot.get('status') };
    },
    async cleanup(): Promise<void> {
      await Promise.all(created.map((ref) => ref.delete()));
    },
  };
}

export const newKey = (): string => randomUUID();

/** A valid checkout for these items (cash on delivery); override any part. */
export function checkout(
  items: { productId: string; quantity: number }[],
  overrides: Partial<PlaceOrderInput> = {},
): PlaceOrderInput {
  return {
    idempotencyKey: newKey(),
    items,
    shipping: {
      name: 'রহিম <b>Uddin</b>',
      email: 'rahim@example.com',
      phone: '01712345678',
      city: 'Dhaka',
      zip: '1100',
      address: '12 Bangla Bazar',
      district: 'Dhaka',
    },
    payment: { method: 'cashOnDelivery' },
    ...overrides,
  };
}

export async function ordersOf(uid: string) {
  return (await collections(testDb()).orders.where('uid', '==', uid).get()).docs;
}

type Shop = ReturnType<typeof shopFixtures>;

/** Orders one copy of a new book as `idToken`'s shopper, typing `name` and `email` at checkout. */
export async function orderTyping(shop: Shop, idToken: string, name: string, email: string) {
  const book = await shop.book();
  const input = checkout([{ productId: book.id, quantity: 1 }]);
  const shipping = { ...input.shipping, name, email };
  return callFunction('placeOrder', { ...input, shipping }, idToken);
}

/** The same, then the shop cancels it (a status mail's turn): the order's id. */
export async function orderTypingAndCancel(
  shop: Shop,
  adminToken: string,
  { idToken, name, email }: { idToken: string; name: string; email: string },
): Promise<string> {
  const placed = await orderTyping(shop, idToken, name, email);
  if (placed.status !== 200) throw new Error(`placeOrder: ${JSON.stringify(placed.body)}`);
  const id = placed.body.result.orderId as string;
  await callFunction('updateOrderStatus', { id, orderStatus: 'Cancelled' }, adminToken);
  return id;
}
