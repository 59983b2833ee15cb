import type { OnlineProvider, ProviderPayment } from '@boi/domain/payments/online-payment';

/** What a provider is asked to take: the order's grand total, under its order number. */
export type PaymentRequest = {
  amount: number;
  invoice: string;
  /** Where the provider sends the shopper back (with the payment id and a status hint). */
  callbackUrl: string;
  /** The shopper's reference at the provider (their phone). */
  payerReference: string;
};

export type CreatedPayment = { paymentId: string; payUrl: string };
export type Refund = { refundId: string };

/**
 * An online payment provider: the one seam the order flow talks to (functions/src/payments/).
 * `settle` completes a payment the shopper authorised (bKash's execute), answering the provider's
 * record of it, and falls back to `query` when it was settled before; only the server's own
 * check of that record (judgePayment) ever marks an order paid.
 */
export type PaymentProvider = {
  name: OnlineProvider;
  create(request: PaymentRequest): Promise<CreatedPayment>;
  settle(paymentId: string): Promise<ProviderPayment>;
  query(paymentId: string): Promise<ProviderPayment>;
  refund(payment: {
    paymentId: string;
    trxId: string;
    amount: number;
    reason: string;
  }): Promise<Refund>;
};

/** A provider's answer we cannot judge yet (timeout, network, its 5xx): settle later. */
export class ProviderUnavailable extends Error {}

/** A provider's refusal with its own code and message (a create or refund refused). */
export class ProviderRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
