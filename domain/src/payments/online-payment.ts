import { z } from 'zod';

/**
 * Online payments: a provider (bKash's Tokenized Checkout today) takes the money on its own page
 * and the server, never the browser, decides that an order is paid. These are the shapes and the
 * pure rules; functions/src/payments/ talks to the provider.
 */
export const ONLINE_PROVIDERS = ['bkash'] as const;
export type OnlineProvider = (typeof ONLINE_PROVIDERS)[number];

/**
 * waiting: the order holds its stock until `windowEndsAt` while the shopper pays (a failed or
 * cancelled attempt leaves it waiting, with `failure`); paid: the provider's record was checked;
 * expired: the window closed unpaid (the order was cancelled and its stock came back);
 * switched: the shopper chose cash on delivery instead.
 */
export const ONLINE_PAYMENT_STATES = ['waiting', 'paid', 'expired', 'switched'] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

/** How long an unpaid online order holds its copies (ONLINE_PAYMENT_WINDOW_MINUTES overrides). */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 30;

/** An order's online payment, as the API returns it (times ISO). */
export type OnlinePayment = {
  provider: OnlineProvider;
  state: OnlinePaymentState;
  /** Integer taka asked of the provider: the order's grand total. */
  amount: number;
  windowEndsAt: string;
  /** The provider's id of the latest attempt. */
  paymentId?: string;
  /** Why the latest attempt did not pay (shown to the shopper, who may try again). */
  failure?: string;
  trxId?: string;
  paidAt?: string;
  refund?: {
    state: 'requested' | 'done' | 'failed';
    refundId?: string;
    at?: string;
    error?: string;
  };
};

/** What a shopper's return from the provider's page says; only ever a hint. */
export const bkashCallbackQuerySchema = z.object({
  paymentID: z.string().trim().min(1).max(100),
  status: z.enum(['success', 'failure', 'cancel']).catch('failure'),
});

/** payOrder / payOnDelivery input: the shopper's own order. */
export const orderPaymentInputSchema = z.object({ id: z.string().trim().min(1).max(128) });
export type OrderPaymentResult = { id: string; payUrl?: string };

/** The part of a provider's answer (execute or query) the server checks. */
export type ProviderPayment = {
  statusCode?: string;
  statusMessage?: string;
  paymentID?: string;
  trxID?: string;
  transactionStatus?: string;
  amount?: string;
  currency?: string;
  merchantInvoiceNumber?: string;
};

export type Verdict =
  { kind: 'paid'; trxId: string } | { kind: 'failed'; reason: string } | { kind: 'pending' };

/** bKash's "Invalid Payment State": not authorised by the shopper (yet), so nothing to settle now. */
export const NOT_YET_CODES = ['2056'] as const;

/** bKash's "execute already called" and "already completed": ask its query API instead. */
export const ALREADY_EXECUTED_CODES = ['2062', '2117'] as const;

/**
 * Whether a provider's answer proves the payment we asked for: Completed, for exactly the
 * order's amount in BDT, for its invoice number and this payment id, with a transaction id.
 * Anything Completed that does not match is a failure, never paid; Initiated is still pending.
 */
export function judgePayment(
  answer: ProviderPayment,
  expected: { paymentId: string; amount: number; invoice: string },
): Verdict {
  if ((NOT_YET_CODES as readonly string[]).includes(answer.statusCode ?? '')) {
    return { kind: 'pending' };
  }
  if (answer.statusCode && answer.statusCode !== '0000') {
    return { kind: 'failed', reason: answer.statusMessage || `bKash error ${answer.statusCode}` };
  }
  const status = answer.transactionStatus;
  if (status === 'Initiated' || status === 'Pending' || !status) return { kind: 'pending' };
  if (status !== 'Completed') return { kind: 'failed', reason: `Payment ${status.toLowerCase()}` };
  const matches =
    answer.paymentID === expected.paymentId &&
    Number(answer.amount) === expected.amount &&
    (answer.currency ?? 'BDT') === 'BDT' &&
    answer.merchantInvoiceNumber === expected.invoice &&
    Boolean(answer.trxID);
  return matches && answer.trxID
    ? { kind: 'paid', trxId: answer.trxID }
    : { kind: 'failed', reason: 'The payment does not match the order' };
}

/** "Paid · bKash · TRXID" for the desk, the invoice and the order page; null when unpaid. */
export function paidLabel(payment: OnlinePayment | undefined): string | null {
  if (!payment || payment.state !== 'paid' || !payment.trxId) return null;
  const refunded = payment.refund?.state === 'done' ? ' · Refunded' : '';
  return `Paid · bKash · ${payment.trxId}${refunded}`;
}

/** The order desk's paid filter: paid online, or not (cash on delivery and manual methods are unpaid). */
export const PAID_FILTERS = ['paid', 'unpaid'] as const;
export type PaidFilter = (typeof PAID_FILTERS)[number];
/** The online payment states each filter finds. */
export const PAID_FILTER_STATES: Record<PaidFilter, OnlinePaymentState[]> = {
  paid: ['paid'],
  unpaid: ['waiting', 'expired'],
};
