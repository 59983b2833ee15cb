import type { StoredOnlinePayment } from '../store/documents';

/**
 * What the order flow asks of online payments, so that orders/ need not import payments/ (which
 * builds on orders/): payments/register.ts registers it when the functions load (handlers.ts).
 */
export type OrderPayments = {
  /** A new order paid now: waiting, for exactly its grand total, until its window closes. */
  waiting(grandTotal: number): StoredOnlinePayment;
  /** Starts the provider's payment of a placed order: the page to send the shopper to, if any. */
  start(orderId: string, uid: string): Promise<string | undefined>;
  /** A cancelled order paid online gets its money back, once. */
  refundIfPaid(orderId: string): Promise<unknown>;
};

let registered: OrderPayments | null = null;

export function registerOrderPayments(payments: OrderPayments): void {
  registered = payments;
}

export function orderPayments(): OrderPayments {
  if (!registered)
    throw new Error('No online payments registered (functions/src/payments/register.ts)');
  return registered;
}
