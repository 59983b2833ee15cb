/**
 * bKash's sandbox test wallets and what each does, as bKash's sandbox documentation lists them:
 * every wallet takes OTP 123456 and PIN 12121. The stand-in reports a failed wallet's error when
 * the merchant executes the payment, which is when the money would move.
 */
export const TEST_OTP = '123456';
export const TEST_PIN = '12121';

export const REGULAR_WALLETS = [
  '01770618575',
  '01929918378',
  '01770618576',
  '01877722345',
  '01619777282',
  '01619777283',
] as const;
export const INSUFFICIENT_BALANCE_WALLET = '01823074817';
export const DEBIT_BLOCK_WALLET = '01823074818';

export type BkashError = { statusCode: string; statusMessage: string };

/** The error codes of bKash's Tokenized Checkout the stand-in answers with. */
export const ERRORS = {
  invalidPaymentId: { statusCode: '2002', statusMessage: 'Invalid Payment ID' },
  invalidAmount: { statusCode: '2006', statusMessage: 'Invalid amount' },
  invalidCurrency: { statusCode: '2007', statusMessage: 'Invalid currency' },
  invalidIntent: { statusCode: '2008', statusMessage: 'Invalid intent' },
  wrongPin: { statusCode: '2014', statusMessage: 'Wrong PIN' },
  wrongOtp: { statusCode: '2016', statusMessage: 'Wrong verification code' },
  insufficientBalance: { statusCode: '2023', statusMessage: 'Insufficient Balance' },
  overRefund: {
    statusCode: '2026',
    statusMessage: 'The reversal amount cannot be greater than the original transaction amount',
  },
  invalidInvoice: { statusCode: '2031', statusMessage: 'Invalid merchant invoice number' },
  transactionNotFound: { statusCode: '2033', statusMessage: 'Transaction not found' },
  debitBlock: {
    statusCode: '2037',
    statusMessage:
      'The account of the debit party is in a state which prohibits execution of this transaction',
  },
  invalidCallback: { statusCode: '2049', statusMessage: 'Invalid Merchant Callback URL' },
  invalidState: { statusCode: '2056', statusMessage: 'Invalid Payment State' },
  invalidMode: { statusCode: '2063', statusMessage: 'Mode is not valid as per request data' },
  missingField: { statusCode: '2065', statusMessage: 'Mendatory field missing' },
  executedBefore: {
    statusCode: '2117',
    statusMessage: 'Payment execution already been called before',
  },
} satisfies Record<string, BkashError>;

/** What executing a payment authorised by this wallet gives: null pays. */
export function walletFailure(wallet: string): BkashError | null {
  if (wallet === INSUFFICIENT_BALANCE_WALLET) return ERRORS.insufficientBalance;
  if (wallet === DEBIT_BLOCK_WALLET) return ERRORS.debitBlock;
  return null;
}
