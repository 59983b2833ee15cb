import { toBanglaDigits } from '../shared/bangla-digits';
import type { Language } from '../shared/language';
import type { OrderStatus, PaymentMethod } from './order';

/**
 * The shopper's SMS at each step of an order, in their language. An SMS is one segment of 160
 * GSM-7 characters or, for anything outside that alphabet (Bangla), 70 UCS-2 characters; longer
 * texts travel as several segments of 153 / 67 and cost as many SMS. So the texts are short, the
 * English ones in GSM-7 only (Tk, never ৳), and the Bangla ones fit one segment with any order
 * number and an amount of up to ৳99,99,999.
 */
export type SmsStep = OrderStatus;
export type SmsOrder = {
  number: string;
  grandTotal: number;
  paymentMethod: PaymentMethod;
};

/** Taka in the Indian grouping a Bangla reader writes (৳১২,৩৪,৫৬৭) or the spec's Tk 1,234,567. */
const amount = (taka: number, language: Language): string =>
  language === 'bn'
    ? `৳${toBanglaDigits(taka.toLocaleString('en-IN'))}`
    : `Tk ${taka.toLocaleString('en-US')}`;

/** Payment names short enough for an SMS. */
const PAYMENT_NAMES: Record<PaymentMethod, string> = {
  cashOnDelivery: 'Cash On Delivery',
  bkash: 'bKash',
  nagad: 'Nagad',
  dutchBangla: 'Rocket',
  bkashPayNow: 'bKash',
};

type Words = (order: SmsOrder, cash: boolean) => string;

const BN: Record<SmsStep, Words> = {
  Pending: ({ number, grandTotal, paymentMethod }, cash) =>
    cash
      ? `বই: অর্ডার ${number} পেয়েছি। ডেলিভারিতে ${amount(grandTotal, 'bn')} দেবেন। ধন্যবাদ!`
      : `বই: অর্ডার ${number} পেয়েছি। ${PAYMENT_NAMES[paymentMethod]} ${amount(grandTotal, 'bn')} যাচাই হবে।`,
  Approved: ({ number }) => `বই: অর্ডার ${number} অনুমোদিত, শীঘ্রই পাঠানো হবে।`,
  Shipped: ({ number, grandTotal }, cash) =>
    cash
      ? `বই: অর্ডার ${number} কুরিয়ারে পাঠানো হয়েছে। ${amount(grandTotal, 'bn')} তৈরি রাখুন।`
      : `বই: অর্ডার ${number} কুরিয়ারে পাঠানো হয়েছে, শীঘ্রই পৌঁছাবে।`,
  Delivered: ({ number }) => `বই: অর্ডার ${number} পৌঁছে গেছে। কেনার জন্য ধন্যবাদ!`,
  Cancelled: ({ number }) => `বই: অর্ডার ${number} বাতিল হয়েছে। প্রশ্ন থাকলে কল করুন।`,
};

const EN: Record<SmsStep, Words> = {
  Pending: ({ number, grandTotal, paymentMethod }, cash) =>
    cash
      ? `Boi: order ${number} received. Please pay ${amount(grandTotal, 'en')} cash on delivery. Thank you!`
      : `Boi: order ${number} received. We will check your ${PAYMENT_NAMES[paymentMethod]} payment of ${amount(grandTotal, 'en')}. Thank you!`,
  Approved: ({ number }) => `Boi: order ${number} is approved and will be on its way soon.`,
  Shipped: ({ number, grandTotal }, cash) =>
    cash
      ? `Boi: order ${number} is with the courier. Please keep ${amount(grandTotal, 'en')} ready.`
      : `Boi: order ${number} is with the courier and will reach you soon.`,
  Delivered: ({ number }) => `Boi: order ${number} is delivered. Thank you for shopping with Boi!`,
  Cancelled: ({ number }) =>
    `Boi: order ${number} is cancelled. Please call us if you have any questions.`,
};

/** The SMS text of an order step, in the shopper's language. */
export function orderSmsText(step: SmsStep, order: SmsOrder, language: Language): string {
  const cash = order.paymentMethod === 'cashOnDelivery';
  return (language === 'en' ? EN : BN)[step](order, cash);
}

/** An order paid now with bKash: the SMS once the server checked the payment (its Pending SMS). */
export function paidSmsText(order: SmsOrder & { trxId: string }, language: Language): string {
  return language === 'en'
    ? `Boi: order ${order.number} is paid, ${amount(order.grandTotal, 'en')} by bKash (TrxID ${order.trxId}). Thank you!`
    : `বই: অর্ডার ${order.number} এর ${amount(order.grandTotal, 'bn')} বিকাশে পেয়েছি। TrxID ${order.trxId}`;
}

/** A paid order cancelled: its money went back to the shopper's bKash wallet. */
export function refundSmsText(order: SmsOrder, language: Language): string {
  return language === 'en'
    ? `Boi: order ${order.number} is cancelled and ${amount(order.grandTotal, 'en')} is refunded to your bKash.`
    : `বই: অর্ডার ${order.number} বাতিল, ${amount(order.grandTotal, 'bn')} আপনার বিকাশে ফেরত গেছে।`;
}

// GSM 03.38's basic alphabet and (two characters each) its extension table.
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

/** How an SMS text travels: its encoding, its length in that encoding and its segments. */
export function smsSegments(text: string): {
  encoding: 'GSM-7' | 'UCS-2';
  units: number;
  segments: number;
} {
  const chars = [...text];
  const gsm = chars.every((c) => GSM7_BASIC.includes(c) || GSM7_EXTENDED.includes(c));
  if (gsm) {
    const units = chars.reduce((n, c) => n + (GSM7_EXTENDED.includes(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  // UCS-2 counts UTF-16 code units (Bangla is all in the Basic Multilingual Plane).
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
