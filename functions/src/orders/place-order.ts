import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { HttpsError } from 'firebase-functions/v2/https';
import { orderTotals, priceLine } from '@boi/domain/pricing/order-pricing';
import { DEFAULT_MAX_OPEN_ORDERS } from '@boi/domain/shared/constants';
import type { Language } from '@boi/domain/shared/language';
import {
  openOrdersMessage,
  placeOrderInputSchema,
  TRX_ID_USED_MESSAGE,
  type OrderItem,
  type Payment,
  type PlaceOrderResult,
  isOnlineMethod,
} from '@boi/domain/orders/order';
import { orderPayments } from '../shared/order-payments';
import { nationalMobile } from '@boi/domain/accounts/phone';
import { type CouponDoc, type ProductDoc, collections } from '../store/documents';
import { activeCoupon, couponRef, INVALID_COUPON_MESSAGE } from '../coupons/active-coupon';
import { isValidDocumentId } from '@boi/domain/shared/document-id';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { orderingCaller, type OrderingCaller } from '../shared/ordering-caller';
import { readShopSettings } from '../settings/shop-settings';
import { queueOrderSms } from './order-sms';
import type { MailDoc, OrderDoc } from '../store/documents';
import { orderIdFor, orderNumberOf } from './order-id';
import { orderConfirmationMail } from './order-mail';
import { orderMailAddress } from './checkout-email';
import { assertStock, mergeLines, takeStock } from './stock';

type PlaceOrderData = z.output<typeof placeOrderInputSchema>;

const bookNotFound = (id: string) => new HttpsError('not-found', `Book ${id} was not found`);

/** Orders an account may have waiting (Pending) at once: MAX_OPEN_ORDERS, or the default. */
export function maxOpenOrders(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.MAX_OPEN_ORDERS);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_OPEN_ORDERS;
}

/** The id of a mobile payment's record: one transaction id backs one order. */
const paymentRefId = (payment: Payment): string | null =>
  'trxId' in payment ? `${payment.method}~${payment.trxId.toUpperCase()}` : null;

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

/** The order's lines and totals, priced only from the books and coupon as Firestore has them. */
function pricedOrder(
  stocked: { productId: string; book: ProductDoc; quantity: number }[],
  coupon: CouponDoc | null,
): Pick<OrderDoc, 'items' | 'totals'> {
  const items = stocked.map((line) => orderItem(line.productId, line.book, line.quantity));
  const totals = {
    ...orderTotals(items, coupon?.discountPercent ?? 0),
    couponCode: coupon?.couponCode ?? null,
  };
  return { items, totals };
}

/**
 * Unconfirmed orders hold stock, so an account cannot pile them up: the cap counts the account's
 * Pending orders and, apart, the verified number's (a number's shopper gains nothing from a
 * second account).
 */
async function refuseOverOpenCap(tx: Transaction, caller: OrderingCaller): Promise<void> {
  const openLimit = maxOpenOrders();
  const pending = collections(db()).orders.where('orderStatus', '==', 'Pending').limit(openLimit);
  const openOrders = [
    pending.where('uid', '==', caller.uid),
    ...(caller.verifiedPhone ? [pending.where('verifiedPhone', '==', caller.verifiedPhone)] : []),
  ];
  for (const open of openOrders) {
    if ((await tx.get(open)).size >= openLimit) {
      throw new HttpsError('failed-precondition', openOrdersMessage(openLimit));
    }
  }
}

type PlacedOrder = Pick<OrderDoc, 'number' | 'items' | 'totals' | 'shipping' | 'payment'> & {
  language: Language;
  smsEnabled: boolean;
};

/** The new order's confirmation mail and its Pending SMS, written in the order's transaction. */
function queueOrderMessages(
  tx: Transaction,
  caller: OrderingCaller,
  email: string,
  orderId: string,
  { number, items, totals, shipping, payment, language, smsEnabled }: PlacedOrder,
): void {
  const online = isOnlineMethod(payment.method);
  // Mail goes only to a verified address (the account's own, or one typed at checkout whose owner
  // opened the shop's link), never to one the caller merely typed: the shop cannot be made to mail
  // strangers (a phone-only shopper hears by SMS). An order paid now
  // is confirmed once paid (functions/src/payments/payment-messages.ts).
  if (email && !online) {
    const mail: MailDoc = orderConfirmationMail(email, {
      number,
      items,
      totals,
      shipping,
      payment,
    });
    tx.create(collections(db()).mail.doc(orderId), mail);
  }
  queueOrderSms(
    tx,
    orderId,
    {
      number,
      totals,
      payment,
      language,
      verifiedPhone: caller.verifiedPhone ?? undefined,
    },
    { status: 'Pending', index: 0 },
    smsEnabled,
  );
}

/**
 * Places the order in one transaction: the idempotency check, every book, the coupon, the stock
 * decrements, the order and its confirmation mail. Prices come only from Firestore.
 */
export async function placeOrderFor(
  caller: OrderingCaller,
  input: PlaceOrderData,
): Promise<PlaceOrderResult> {
  // An account with an e-mail address keeps the spec's checkout: the address is required.
  if (caller.email && !input.shipping.email) {
    throw new HttpsError('invalid-argument', 'Invalid Email');
  }
  const store = db();
  const { verifiedPhone } = caller;
  // The courier calls the number Firebase Auth verified, where the account has one.
  const shipping = verifiedPhone
    ? { ...input.shipping, phone: nationalMobile(verifiedPhone) }
    : input.shipping;
  const { smsEnabled } = verifiedPhone ? await readShopSettings() : { smsEnabled: false };
  const lines = mergeLines(input.items);
  const badId = lines.find((line) => !isValidDocumentId(line.productId));
  if (badId) throw bookNotFound(badId.productId);
  const coupon = input.couponCode ? couponRef(store, input.couponCode) : undefined;
  if (coupon === null) throw new HttpsError('invalid-argument', INVALID_COUPON_MESSAGE);

  const orderId = orderIdFor(caller.uid, input.idempotencyKey);
  const orderRef = collections(store).orders.doc(orderId);
  const productRefs = lines.map((line) => collections(store).products.doc(line.productId));
  const paymentId = paymentRefId(input.payment);
  const paymentRef = paymentId ? collections(store).paymentRefs.doc(paymentId) : null;
  const online = isOnlineMethod(input.payment.method);
  const orderEmail = await orderMailAddress(caller, input.shipping.email);
  const placed = await store.runTransaction(async (tx: Transaction): Promise<PlaceOrderResult> => {
    // One read call: the emulator and Firestore lock these in path order, so no deadlocks. It
    // answers in the order of its arguments (each snapshot typed by its own reference's
    // converter): the order, then the books, then the coupon.
    const refs: DocumentReference<unknown>[] = [
      orderRef,
      ...productRefs,
      ...(coupon ? [coupon] : []),
      ...(paymentRef ? [paymentRef] : []),
    ];
    const [existing, ...rest] = await tx.getAll(...refs);
    if (existing?.exists) return { orderId, number: String(existing.get('number')) };
    const paymentSnapshot = paymentRef ? rest.at(-1) : undefined;
    if (paymentSnapshot?.exists) throw new HttpsError('already-exists', TRX_ID_USED_MESSAGE);
    await refuseOverOpenCap(tx, caller);

    const stocked = lines.map((line, i) => {
      const book = (rest[i] as DocumentSnapshot<ProductDoc> | undefined)?.data();
      if (!book) throw bookNotFound(line.productId);
      return { ...line, ref: productRefs[i]!, book };
    });
    assertStock(stocked);
    const couponSnapshot = rest[lines.length] as DocumentSnapshot<CouponDoc> | undefined;
    const couponDoc = coupon ? activeCoupon(couponSnapshot) : null;
    if (coupon && !couponDoc) throw new HttpsError('invalid-argument', INVALID_COUPON_MESSAGE);

    const { items, totals } = pricedOrder(stocked, couponDoc);
    const number = orderNumberOf(orderId);
    // The order's mail address (its status mails go there) is the account's, and only once its
    // owner has verified it; a typed or unverified one stays in shipping for the desk, never mailed.
    const email = orderEmail;
    const now = FieldValue.serverTimestamp();
    const language = input.language ?? 'bn';

    await takeStock(tx, stocked, now);
    const order: WithFieldValue<OrderDoc> = {
      number,
      uid: caller.uid,
      email,
      orderStatus: 'Pending',
      // Array entries cannot hold a server timestamp: the function's clock dates the steps.
      statusHistory: [{ status: 'Pending', at: Timestamp.now() }],
      items,
      totals,
      shipping,
      payment: input.payment,
      phoneVerified: verifiedPhone !== null,
      ...(verifiedPhone ? { verifiedPhone } : {}),
      language,
      // Paid now: the order waits for its payment, holding its copies until the window closes.
      ...(online ? { onlinePayment: orderPayments().waiting(totals.grandTotal) } : {}),
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(orderRef, order);
    queueOrderMessages(tx, caller, email, orderId, {
      number,
      items,
      totals,
      shipping,
      payment: input.payment,
      language,
      smsEnabled: smsEnabled && !online,
    });
    if (paymentRef) tx.create(paymentRef, { orderId, createdAt: now });
    return { orderId, number };
  });
  return online ? withPayUrl(placed, caller.uid) : placed;
}

/** An order paid now, with bKash's page; unreachable, the order waits and offers to try again. */
async function withPayUrl(placed: PlaceOrderResult, uid: string): Promise<PlaceOrderResult> {
  const payUrl = await orderPayments()
    .start(placed.orderId, uid)
    .catch(() => undefined);
  return payUrl ? { ...placed, payUrl } : placed;
}

export const placeOrderOperation = defineOperation('placeOrder', (input, caller) =>
  placeOrderFor(orderingCaller(caller), input),
);
