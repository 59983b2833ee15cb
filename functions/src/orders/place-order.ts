import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { orderTotals, priceLine } from '@boi/domain/order-pricing';
import { placeOrderInputSchema, type OrderItem, type PlaceOrderResult } from '@boi/domain/orders';
import { type CouponDoc, type ProductDoc, collections } from '../store/documents';
import { activeCoupon, couponRef, INVALID_COUPON_MESSAGE } from '../coupons/active-coupon';
import { requireCallableUser, type Caller } from '../shared/auth';
import { isValidDocumentId } from '@boi/domain/admin';
import { CALLABLE_OPTIONS, parseCallableInput } from '../shared/callable';
import { db } from '../shared/firestore';
import type { MailDoc, OrderDoc } from '../store/documents';
import { orderIdFor, orderNumberOf } from './order-id';
import { orderConfirmationMail } from './order-mail';

type PlaceOrderData = z.output<typeof placeOrderInputSchema>;
type Line = { productId: string; quantity: number };

/** The same book twice in a cart is one line. */
function mergeLines(items: readonly Line[]): Line[] {
  const byId = new Map<string, number>();
  for (const { productId, quantity } of items) {
    byId.set(productId, (byId.get(productId) ?? 0) + quantity);
  }
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
}

const stockOf = (product: ProductDoc): number =>
  Math.max(0, Math.floor(Number(product.quantity) || 0));

const bookNotFound = (id: string) => new HttpsError('not-found', `Book ${id} was not found`);

type StockedLine = Line & { product: ProductDoc; ref: DocumentReference<ProductDoc> };

/** Every line's book must exist, be sold and have the stock; otherwise nothing is written. */
function checkStock(
  lines: readonly Line[],
  snapshots: readonly DocumentSnapshot<ProductDoc>[],
  refs: readonly DocumentReference<ProductDoc>[],
): StockedLine[] {
  const stocked = lines.map((line, i): StockedLine => {
    const product = snapshots[i]?.data();
    const ref = refs[i];
    if (!product || !ref) throw bookNotFound(line.productId);
    return { ...line, product, ref };
  });
  const problems: string[] = [];
  const shortages: { productId: string; available: number }[] = [];
  stocked.forEach(({ product, ...line }) => {
    const available = stockOf(product);
    if (product.status === 'Discontinued') {
      problems.push(`${product.nameB} is no longer available`);
      shortages.push({ productId: line.productId, available: 0 });
    } else if (available < line.quantity) {
      problems.push(`Not enough stock for ${product.nameB} (available ${available})`);
      shortages.push({ productId: line.productId, available });
    }
  });
  if (problems.length > 0) {
    throw new HttpsError('failed-precondition', problems.join('; '), { shortages });
  }
  return stocked;
}

function orderItem(productId: string, product: ProductDoc, quantity: number): OrderItem {
  const line = priceLine({ price: product.price, discount: product.discount, quantity });
  return {
    productId,
    nameB: product.nameB,
    nameE: product.nameE,
    writerName: product.writer?.writerName ?? '',
    image: product.thumb,
    ...line,
  };
}

/**
 * Places the order in one transaction: the idempotency check, every book, the coupon, the stock
 * decrements, the order and its confirmation mail. Prices come only from Firestore.
 */
export async function placeOrderFor(
  caller: Caller,
  input: PlaceOrderData,
): Promise<PlaceOrderResult> {
  const store = db();
  const lines = mergeLines(input.items);
  const badId = lines.find((line) => !isValidDocumentId(line.productId));
  if (badId) throw bookNotFound(badId.productId);
  const coupon = input.couponCode ? couponRef(store, input.couponCode) : undefined;
  if (coupon === null) throw new HttpsError('invalid-argument', INVALID_COUPON_MESSAGE);

  const orderId = orderIdFor(caller.uid, input.idempotencyKey);
  const orderRef = collections(store).orders.doc(orderId);
  const mailRef = collections(store).mail.doc(orderId);
  const productRefs = lines.map((line) => collections(store).products.doc(line.productId));

  return store.runTransaction(async (tx: Transaction) => {
    // One read call: the emulator and Firestore lock these in path order, so no deadlocks. It
    // answers in the order of its arguments (each snapshot typed by its own reference's
    // converter): the order, then the books, then the coupon.
    const refs: DocumentReference<unknown>[] = [
      orderRef,
      ...productRefs,
      ...(coupon ? [coupon] : []),
    ];
    const [existing, ...rest] = await tx.getAll(...refs);
    if (existing?.exists) return { orderId, number: String(existing.get('number')) };

    const bookSnapshots = rest.slice(0, lines.length) as DocumentSnapshot<ProductDoc>[];
    const stocked = checkStock(lines, bookSnapshots, productRefs);
    const couponSnapshot = rest[lines.length] as DocumentSnapshot<CouponDoc> | undefined;
    const couponDoc = coupon ? activeCoupon(couponSnapshot) : null;
    if (coupon && !couponDoc) throw new HttpsError('invalid-argument', INVALID_COUPON_MESSAGE);

    const items = stocked.map((line) => orderItem(line.productId, line.product, line.quantity));
    const totals = {
      ...orderTotals(items, couponDoc?.discountPercent ?? 0),
      couponCode: couponDoc?.couponCode ?? null,
    };
    const number = orderNumberOf(orderId);
    const email = caller.email ?? input.shipping.email;
    const now = FieldValue.serverTimestamp();

    stocked.forEach((line) => {
      const left = stockOf(line.product) - line.quantity;
      tx.update(line.ref, {
        quantity: left,
        ...(left === 0 ? { status: 'out-of-stock' } : {}),
        updatedAt: now,
      });
    });
    const order: WithFieldValue<OrderDoc> = {
      number,
      uid: caller.uid,
      email,
      orderStatus: 'Pending',
      items,
      totals,
      shipping: input.shipping,
      payment: input.payment,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(orderRef, order);
    const mail: MailDoc = orderConfirmationMail(email, {
      number,
      items,
      totals,
      shipping: input.shipping,
      payment: input.payment,
    });
    tx.create(mailRef, mail);
    return { orderId, number };
  });
}

export async function placeOrderHandler(
  request: CallableRequest<unknown>,
): Promise<PlaceOrderResult> {
  const caller = requireCallableUser(request);
  const input = parseCallableInput(placeOrderInputSchema, request.data);
  return placeOrderFor(caller, input);
}

export const placeOrder = onCall(CALLABLE_OPTIONS, placeOrderHandler);
