import { ALREADY_EXECUTED_CODES, type ProviderPayment } from '@boi/domain/payments/online-payment';
import { ProviderRefusal, ProviderUnavailable, type PaymentProvider } from '../provider';
import { BkashClient } from './client';
import { bkashConfig } from './config';

const asPayment = (answer: Record<string, unknown>): ProviderPayment => {
  const text = (key: string) => (typeof answer[key] === 'string' ? answer[key] : undefined);
  return {
    statusCode: text('statusCode'),
    statusMessage: text('statusMessage'),
    paymentID: text('paymentID'),
    trxID: text('trxID'),
    transactionStatus: text('transactionStatus'),
    amount: text('amount'),
    currency: text('currency'),
    merchantInvoiceNumber: text('merchantInvoiceNumber'),
  };
};

const ok = (answer: { statusCode?: unknown }) => answer.statusCode === '0000';

/** bKash's Tokenized Checkout (mode 0011, intent sale) behind the provider seam. */
export function bkashProvider(client = new BkashClient(() => bkashConfig())): PaymentProvider {
  const query = async (paymentId: string) =>
    asPayment(await client.call('payment/status', { paymentID: paymentId }));
  return {
    name: 'bkash',
    async create({ amount, invoice, callbackUrl, payerReference }) {
      const answer = await client.call('create', {
        mode: '0011',
        payerReference,
        callbackURL: callbackUrl,
        amount: String(amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: invoice,
      });
      const { paymentID, bkashURL } = answer;
      if (!ok(answer) || typeof paymentID !== 'string' || typeof bkashURL !== 'string') {
        throw new ProviderRefusal(
          String(answer.statusCode ?? ''),
          String(answer.statusMessage ?? 'bKash refused the payment'),
        );
      }
      return { paymentId: paymentID, payUrl: bkashURL };
    },
    async settle(paymentId) {
      const answer = asPayment(await client.call('execute', { paymentID: paymentId }));
      // Executed before (another tab, a retry, the job): bKash's record says how it ended.
      const again = (ALREADY_EXECUTED_CODES as readonly string[]).includes(answer.statusCode ?? '');
      return again ? query(paymentId) : answer;
    },
    query,
    async refund({ paymentId, trxId, amount, reason }) {
      const answer = await client.call('payment/refund', {
        paymentID: paymentId,
        amount: String(amount),
        trxID: trxId,
        sku: 'books',
        reason,
      });
      if (ok(answer) && typeof answer.refundTrxID === 'string')
        return { refundId: answer.refundTrxID };
      // Refunded before (a retry after an answer that never came back): bKash's refund status.
      const status = await client.call('payment/refund', { paymentID: paymentId, trxID: trxId });
      if (ok(status) && typeof status.refundTrxID === 'string')
        return { refundId: status.refundTrxID };
      if (!answer.statusCode) throw new ProviderUnavailable('bKash refund: no answer');
      throw new ProviderRefusal(String(answer.statusCode), String(answer.statusMessage ?? ''));
    },
  };
}

let instance: PaymentProvider | null = null;
/** The instance's provider (its token cached for the instance's life). */
export const paymentProvider = (): PaymentProvider => (instance ??= bkashProvider());
