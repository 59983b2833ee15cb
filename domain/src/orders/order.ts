import { z } from 'zod';
import {
  COUNTRY,
  MAX_LINE_QUANTITY,
  MAX_ORDER_COPIES,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
} from '../shared/constants';
import { DISTRICT_REQUIRED_MESSAGE, DISTRICTS } from './districts';
import { idempotencyKeySchema } from '../shared/idempotency';
import type { OrderTotals } from '../pricing/order-pricing';
import { LANGUAGES, type Language } from '../shared/language';
import type { OnlinePayment } from '../payments/online-payment';

export const PAYMENT_METHODS = [
  'cashOnDelivery',
  'bkash',
  'nagad',
  'dutchBangla',
  'bkashPayNow',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cashOnDelivery: 'Cash On Delivery',
  bkash: 'bKash',
  nagad: 'Nagad',
  dutchBangla: 'Dutch-Bangla (Rocket)',
  bkashPayNow: 'bKash: pay now',
};
/** The spec's methods where the shopper sends money by hand and types its transaction id. */
export type ManualMobileMethod = Exclude<PaymentMethod, 'cashOnDelivery' | 'bkashPayNow'>;
/** Paid on the provider's page, checked by the server (domain/src/payments/online-payment.ts). */
export const isOnlineMethod = (method: PaymentMethod): method is 'bkashPayNow' =>
  method === 'bkashPayNow';
/** The shop's personal numbers for manual send-money (shown in the instructions, not recorded). */
export const PAYMENT_RECEIVER_NUMBERS: Record<ManualMobileMethod, string> = {
  bkash: '01700-000001',
  nagad: '01700-000002',
  dutchBangla: '01700-000003',
};

/** Spec §4's Pending, Approved and Cancelled, with Shipped and Delivered after Approved. */
export const ORDER_STATUSES = ['Pending', 'Approved', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const EMPTY_CART_MESSAGE = 'Sorry Your Cart Is Empty';
export const LOGIN_REQUIRED_MESSAGE = 'Please Login';
const MAX_ORDER_LINES = 50;
export const LINE_CAP_MESSAGE = `At most ${MAX_LINE_QUANTITY} copies of one book per order`;
export const ORDER_CAP_MESSAGE = `At most ${MAX_ORDER_COPIES} copies per order: call us for a bulk order`;
export const TRX_ID_USED_MESSAGE = 'This transaction ID has already been used for another order';
export const openOrdersMessage = (max: number) =>
  `You already have ${max} orders waiting for confirmation. Please wait until we confirm them.`;

/** Copies per book, lines of the same book added together (a cart never holds two). */
function copiesPerBook(items: readonly { productId: string; quantity: number }[]) {
  const copies = new Map<string, number>();
  for (const { productId, quantity } of items) {
    copies.set(productId, (copies.get(productId) ?? 0) + quantity);
  }
  return copies;
}

const required = (what: string) => z.string().trim().min(1, `${what} is required`).max(200);
/** Bangladeshi mobile numbers: 01XXXXXXXXX, optionally +880 / 880 in front. */
const mobileNumberSchema = z
  .string({ message: 'Enter a valid mobile number (01XXXXXXXXX)' })
  .trim()
  .regex(/^(?:\+?880|0)1[3-9]\d{8}$/, 'Enter a valid mobile number (01XXXXXXXXX)');

export const shippingSchema = z.object({
  name: required('Full name'),
  /**
   * Required at checkout for an account with an e-mail address (placeOrder refuses it missing);
   * optional for a phone-only account, whose messages go by SMS.
   */
  email: z.email('Invalid Email').optional(),
  phone: mobileNumberSchema,
  country: z.literal(COUNTRY).default(COUNTRY),
  city: required('City'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Zip code has 4 digits'),
  address: required('Address'),
  district: z.enum(DISTRICTS, { message: DISTRICT_REQUIRED_MESSAGE }),
});
export type ShippingDetails = z.infer<typeof shippingSchema>;

const mobilePayment = <M extends string>(method: M) =>
  z.object({
    method: z.literal(method),
    senderNumber: mobileNumberSchema,
    trxId: z
      .string({ message: 'Transaction ID is required (6–20 letters and digits)' })
      .trim()
      .regex(/^[A-Za-z0-9]{6,20}$/, 'Transaction ID is required (6–20 letters and digits)'),
  });

export const paymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cashOnDelivery') }),
  mobilePayment('bkash'),
  mobilePayment('nagad'),
  mobilePayment('dutchBangla'),
  z.object({ method: z.literal('bkashPayNow') }),
]);
export type Payment = z.infer<typeof paymentSchema>;

/**
 * placeOrder input. Only ids and quantities of the cart travel: unknown keys (prices, totals,
 * stock, roles) are stripped by zod and the server prices every line from Firestore.
 */
export const placeOrderInputSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  items: z
    .array(
      z.object({
        productId: z.string().min(1).max(128),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1, EMPTY_CART_MESSAGE)
    .max(MAX_ORDER_LINES)
    // Caps count a book's copies across its lines, so splitting a book over lines gains nothing.
    .refine((items) => [...copiesPerBook(items).values()].every((n) => n <= MAX_LINE_QUANTITY), {
      message: LINE_CAP_MESSAGE,
    })
    .refine((items) => items.reduce((sum, item) => sum + item.quantity, 0) <= MAX_ORDER_COPIES, {
      message: ORDER_CAP_MESSAGE,
    }),
  couponCode: z.string().trim().toUpperCase().max(32).optional(),
  shipping: shippingSchema,
  payment: paymentSchema,
  /** The shopper's language, for the order's SMS (Bangla when not given). */
  language: z.enum(LANGUAGES).optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;
/** `payUrl`: bKash's page, for an order paid now (absent when bKash could not be reached: retry). */
export type PlaceOrderResult = { orderId: string; number: string; payUrl?: string };

export const couponCheckInputSchema = z.object({
  code: z.string().trim().toUpperCase().min(1).max(32),
});
export type CouponCheckResult = { couponCode: string; discountPercent: number };

export type OrderItem = {
  productId: string;
  nameB: string;
  nameE: string;
  writerName: string;
  image: string;
  price: number;
  discount: number;
  quantity: number;
  lineTotal: number;
  lineDiscount: number;
  lineSubtotal: number;
};

export type OrderStatusStep = { status: OrderStatus; at: string };

/** An order as the API returns it (GET /api/v1/order/…). */
export type Order = {
  _id: string;
  /** Short order number shown to people, e.g. "B-7K3QX2" (also the invoice number). */
  number: string;
  uid: string;
  email: string;
  orderStatus: OrderStatus;
  /** Each status the order has had, oldest first, with when it got it (ISO): its timeline. */
  statusHistory: OrderStatusStep[];
  items: OrderItem[];
  totals: OrderTotals & { couponCode: string | null };
  shipping: ShippingDetails;
  payment: Payment;
  /** The shipping phone is the account's number, verified by Firebase Auth with a code. */
  phoneVerified?: boolean;
  /** The language the shopper ordered in (their SMS are in it). */
  language?: Language;
  /** "bKash: pay now": the online payment, checked by the server. */
  onlinePayment?: OnlinePayment;
  createdAt: string;
  updatedAt: string;
};
export type OrderPage = { orders: Order[]; orderTotalCount: number };

/** GET /api/v1/order/mine's query: a page of the caller's orders. */
export const myOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
