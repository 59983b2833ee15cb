import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICT_REQUIRED_MESSAGE } from '@boi/domain/orders/districts';
import { orderTotals } from '@boi/domain/pricing/order-pricing';
import { EMPTY_CART_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders/order';
import { collections } from '../src/store/documents';
import { callFunction, createTestUser, type TestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { checkout, newKey, ordersOf, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
let reader: TestUser;

beforeAll(async () => {
  reader = await createTestUser();
});
afterAll(() => shop.cleanup());

const placeOrder = (data: unknown, token: string | undefined = reader.idToken) =>
  callFunction('placeOrder', data, token);

describe('placeOrder', () => {
  it('prices the order from Firestore, decrements stock and queues the confirmation mail', async () => {
    const novel = await shop.book({ price: 250, discount: 15, quantity: 5 });
    const poems = await shop.book({ price: 120, discount: 0, quantity: 3 });
    const { status, body } = await placeOrder(
      checkout([
        { productId: novel.id, quantity: 1 },
        { productId: poems.id, quantity: 1 },
        { productId: novel.id, quantity: 1 }, // the same book twice is one line of 2
      ]),
    );
    expect(status).toBe(200);
    const { orderId, number } = body.result;
    expect(number).toMatch(/^B-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(number.slice(2)).toBe(orderId.slice(0, 6));

    const order = (await collections(testDb()).orders.doc(orderId).get()).data()!;
    const expected = orderTotals([
      { price: 250, discount: 15, quantity: 2 },
      { price: 120, discount: 0, quantity: 1 },
    ]);
    expect(order.totals).toEqual({ ...expected, couponCode: null });
    expect(order.totals.grandTotal).toBe(500 - 75 + 120 + 50);
    expect(order).toMatchObject({
      number,
      uid: reader.uid,
      email: reader.email,
      orderStatus: 'Pending',
      payment: { method: 'cashOnDelivery' },
      shipping: { district: 'Dhaka', country: 'Bangladesh' },
    });
    expect(order.items).toEqual([
      {
        productId: novel.id,
        nameB: novel.nameB,
        nameE: novel.nameE,
        writerName: 'লেখক',
        image: novel.thumb,
        price: 250,
        discount: 15,
        quantity: 2,
        lineTotal: 500,
        lineDiscount: 75,
        lineSubtotal: 425,
      },
      expect.objectContaining({ productId: poems.id, quantity: 1, lineSubtotal: 120 }),
    ]);
    expect(order.createdAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);

    expect(await shop.stockOf(novel.id)).toEqual({ quantity: 3, status: 'in-stock' });
    expect(await shop.stockOf(poems.id)).toEqual({ quantity: 2, status: 'in-stock' });

    const mail = (await collections(testDb()).mail.doc(orderId).get()).data()!;
    expect(mail.to).toBe(reader.email);
    expect(mail.message.subject).toContain(number);
    expect(mail.message.html).toContain(novel.nameB);
    expect(mail.message.html).toContain('Tk 595');
    // Whatever people type is escaped in the mail.
    expect(mail.message.html).toContain('রহিম &lt;b&gt;Uddin&lt;/b&gt;');
  });

  it('marks a book out of stock when the order takes the last copy', async () => {
    const book = await shop.book({ quantity: 2 });
    const { body } = await placeOrder(checkout([{ productId: book.id, quantity: 2 }]));
    expect(body.result.orderId).toBeTruthy();
    expect(await shop.stockOf(book.id)).toEqual({ quantity: 0, status: 'out-of-stock' });
    // Visitors read the book's public copy: sold out, without the count.
    const shown = (await collections(testDb()).books.doc(book.id).get()).data();
    expect(shown).toMatchObject({ stockBand: 'sold-out', status: 'out-of-stock' });
    expect(shown).not.toHaveProperty('quantity');
  });

  it('ignores prices, totals and stock sent by the client', async () => {
    const book = await shop.book({ price: 300, discount: 10, quantity: 4 });
    const tampered = {
      ...checkout([{ productId: book.id, quantity: 2 }]),
      totals: { grandTotal: 1, subtotal: 1 },
      cartTotalAmount: 1,
    };
    (tampered.items[0] as any).price = 1;
    (tampered.items[0] as any).discount = 100;
    (tampered.items[0] as any).quantityInStock = 999;
    const { body } = await placeOrder(tampered);
    const order = (await collections(testDb()).orders.doc(body.result.orderId).get()).data()!;
    expect(order.totals).toMatchObject({
      price: 600,
      discount: 60,
      subtotal: 540,
      grandTotal: 590,
    });
    expect(order.items[0]).toMatchObject({ price: 300, discount: 10 });
    expect(order).not.toHaveProperty('cartTotalAmount');
  });

  it('asks a signed-out shopper to log in', async () => {
    const book = await shop.book();
    const { status, body } = await callFunction(
      'placeOrder',
      checkout([{ productId: book.id, quantity: 1 }]),
    );
    expect(status).toBe(401);
    expect(body.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: LOGIN_REQUIRED_MESSAGE,
    });
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 10 });
  });

  it('refuses an empty cart with the spec message', async () => {
    const { status, body } = await placeOrder(checkout([]));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: EMPTY_CART_MESSAGE });
  });

  it('names an unknown book', async () => {
    const book = await shop.book();
    const { body } = await placeOrder(
      checkout([
        { productId: book.id, quantity: 1 },
        { productId: 'no-such-book', quantity: 1 },
      ]),
    );
    expect(body.error.status).toBe('NOT_FOUND');
    expect(body.error.message).toContain('no-such-book');
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 10 });
  });

  it('asks for the district in Bangla when it is left as the placeholder', async () => {
    const book = await shop.book();
    const input = checkout([{ productId: book.id, quantity: 1 }]);
    const { body } = await placeOrder({
      ...input,
      shipping: { ...input.shipping, district: 'Select Your District' },
    });
    expect(body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: DISTRICT_REQUIRED_MESSAGE,
    });
    expect(body.error.details.issues).toEqual([
      { path: 'shipping.district', message: DISTRICT_REQUIRED_MESSAGE },
    ]);
  });

  it('needs the transaction id for bKash', async () => {
    const book = await shop.book();
    const blank = await placeOrder(
      checkout([{ productId: book.id, quantity: 1 }], {
        payment: { method: 'bkash', senderNumber: '01812345678', trxId: ' ' },
      }),
    );
    expect(blank.body.error.status).toBe('INVALID_ARGUMENT');
    expect(blank.body.error.message).toMatch(/^Transaction ID is required/);
    const missing = await placeOrder(
      checkout([{ productId: book.id, quantity: 1 }], {
        payment: { method: 'bkash', senderNumber: '01812345678' } as any,
      }),
    );
    expect(missing.body.error.status).toBe('INVALID_ARGUMENT');
    expect(missing.body.error.details.issues).toEqual([
      { path: 'payment.trxId', message: expect.any(String) },
    ]);
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 10 });
    const paid = await placeOrder(
      checkout([{ productId: book.id, quantity: 1 }], {
        payment: { method: 'bkash', senderNumber: '01812345678', trxId: 'TRX12345' },
      }),
    );
    const order = await collections(testDb()).orders.doc(paid.body.result.orderId).get();
    expect(order.get('payment')).toEqual({
      method: 'bkash',
      senderNumber: '01812345678',
      trxId: 'TRX12345',
    });
  });

  it('refuses unknown and inactive coupons and writes nothing', async () => {
    const book = await shop.book({ quantity: 3 });
    const inactive = await shop.coupon(20, false);
    for (const couponCode of ['NOSUCHCODE', inactive, 'A/B']) {
      const { body } = await placeOrder(
        checkout([{ productId: book.id, quantity: 1 }], { couponCode }),
      );
      expect(body.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: 'Invalid or expired coupon',
      });
    }
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 3 });
  });

  it('applies a valid coupon on the server, whatever case it was typed in', async () => {
    const book = await shop.book({ price: 199, discount: 5, quantity: 3 });
    const code = await shop.coupon(10);
    const { body } = await placeOrder(
      checkout([{ productId: book.id, quantity: 3 }], { couponCode: ` ${code.toLowerCase()} ` }),
    );
    const order = (await collections(testDb()).orders.doc(body.result.orderId).get()).data()!;
    expect(order.totals).toEqual({
      ...orderTotals([{ price: 199, discount: 5, quantity: 3 }], 10),
      couponCode: code,
    });
    expect(order.totals).toMatchObject({ subtotal: 567, couponDiscount: 57, grandTotal: 560 });
  });

  it('refuses an order beyond the stock and writes nothing at all', async () => {
    const buyer = await createTestUser();
    const plenty = await shop.book({ quantity: 10 });
    const scarce = await shop.book({ quantity: 1 });
    const { body } = await placeOrder(
      checkout([
        { productId: plenty.id, quantity: 2 },
        { productId: scarce.id, quantity: 2 },
      ]),
      buyer.idToken,
    );
    expect(body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: `Not enough stock for ${scarce.nameB} (available 1)`,
    });
    expect(await shop.stockOf(plenty.id)).toMatchObject({ quantity: 10 });
    expect(await shop.stockOf(scarce.id)).toMatchObject({ quantity: 1 });
    expect(await ordersOf(buyer.uid)).toHaveLength(0);
    const mails = await collections(testDb()).mail.where('to', '==', buyer.email).get();
    expect(mails.size).toBe(0);
  });

  it('makes one order of a double submit with one idempotency key', async () => {
    const buyer = await createTestUser();
    const book = await shop.book({ quantity: 5 });
    const input = checkout([{ productId: book.id, quantity: 2 }], { idempotencyKey: newKey() });
    const [first, second] = await Promise.all([
      placeOrder(input, buyer.idToken),
      placeOrder(input, buyer.idToken),
    ]);
    const third = await placeOrder(input, buyer.idToken);
    expect(first.body.result).toBeTruthy();
    expect(second.body.result).toEqual(first.body.result);
    expect(third.body.result).toEqual(first.body.result);
    expect(await ordersOf(buyer.uid)).toHaveLength(1);
    expect(await shop.stockOf(book.id)).toMatchObject({ quantity: 3 });
    // Another buyer with the same key is another order.
    const other = await placeOrder(input, (await createTestUser()).idToken);
    expect(other.body.result.orderId).not.toBe(first.body.result.orderId);
  });
});
