import {
  FieldValue,
  type DocumentSnapshot,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { orderTotals, priceLine } from '@boi/domain/order-pricing';
import { placeOrderInputSchema, type OrderItem, type PlaceOrderResult } from '@boi/domain/orders';
import { COLLECTIONS, type ProductDoc } from '../catalog/docs';
import { activeCoupon, couponRef, INVALID_COUPON_MESSAGE } from '../coupons/active-coupon';
import { requireCallableUser, type Caller } from '../shared/auth';
import { CALLABLE_OPTIONS, isDocumentId, parseCallableInput } from '../shared/callable';
import { db } from '../shared/firestore';
import type { MailDoc, OrderDoc } from './order-doc';
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

/** Every line's book must exist, be sold and have the stock; otherwise nothing is written. */
function checkStock(lines: readonly Line[], snapshots: readonly DocumentSnapshot[]): ProductDoc[] {
  const products = lines.map((line, i) => {
    const snapshot = snapshots[i];
    if (!snapshot?.exists) throw bookNotFound(line.productId);
    return snapshot.data() as ProductDoc;
  });
  const problems: string[] = [];
  const shortages: { productId: string; available: number }[] = [];
  lines.forEach((line, i) => {
    const product = products[i] as ProductDoc;
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
  return products;
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
  const badId = lines.find((line) => !isDocumentId(line.productId));
  if (badId) throw bookNotFound(badId.productId);
  const coupon = input.couponCode ? couponRef(store, input.couponCode) : undefined;
  if (coupon === null) throw new HttpsError('invalid-argument', INVALID_COUPON_MESSAGE);

  const orderId = orderIdFor(caller.uid, input.idempotencyKey);
  const orderRef = store.collection(COLLECTIONS.orders).doc(orderId);
  const mailRef = store.collection(COLLECTIONS.mail).doc(orderId);
  const productRefs = lines.map((line) =>
    store.collection(COLLECTIONS.products).doc(line.productId),
  );

  return store.runTransaction(async (tx: Transaction) => {
    // One read call: the emulator and Firestore lock these in path order, so no deadlocks.
    const [existing, ...rest] = await tx.getAll(
      orderRef,
      ...productRefs,
      ...(coupon ? [coupon] : []),
    );
    if (existing?.exists) return { orderId, number: String(existing.get('number')) };

    const products = checkStock(lines, rest.slice(0, lines.length));
    const couponDoc = coupon ? activeCoupon(rest[lines.length]) : null;
    if (coupon && !couponDoc) throw new HttpsError('invalid-argument', INVALID_COUPON_MESSAGE);

    const items = lines.map((line, i) =>
      orderItem(line.productId, products[i] as ProductDoc, line.quantity),
    );
    const totals = {
      ...orderTotals(items, couponDoc?.discountPercent ?? 0),
      couponCode: couponDoc?.couponCode ?? null,
    };
    const number = orderNumberOf(orderId);
    const email = caller.email ?? input.shipping.email;
    const now = FieldValue.serverTimestamp();

    lines.forEach((line, i) => {
      const product = products[i] as ProductDoc;
      const left = stockOf(product) - line.quantity;
      tx.update(productRefs[i]!, {
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
