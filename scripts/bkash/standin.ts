// A local stand-in for bKash's Tokenized Checkout (never deployed): the endpoints of the published
// API under /v1.2.0-beta/tokenized/checkout, with their request and response fields and status
// codes, and the page where the shopper enters the wallet number, OTP and PIN. Payments live in
// memory. `npm start` and the tests start it beside the mail relay (scripts/stack.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { paymentPage } from './page';
import { ERRORS, TEST_OTP, TEST_PIN, walletFailure, type BkashError } from './wallets';

export const API_PREFIX = '/v1.2.0-beta/tokenized/checkout';
const TOKEN_SECONDS = 3600;

type PaymentState = 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';

export type StandinPayment = {
  paymentID: string;
  appKey: string;
  mode: string;
  payerReference: string;
  callbackURL: string;
  amount: string;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  createTime: string;
  state: PaymentState;
  wallet?: string;
  failure?: BkashError;
  trxID?: string;
  executeTime?: string;
  /** How many execute calls reached the stand-in, and how many moved money (at most one). */
  executeCalls: number;
  executed: number;
  refunds: { refundTrxID: string; amount: string; completedTime: string }[];
};

const bkashTime = (date = new Date()) => `${date.toISOString().replace('Z', '')} GMT+0000`;
const trxId = () => randomBytes(8).toString('hex').slice(0, 10).toUpperCase();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64_000) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The callback URL with bKash's query: paymentID, status, signature and apiVersion. */
const callbackFor = (payment: StandinPayment, status: 'success' | 'failure' | 'cancel') => {
  const url = new URL(payment.callbackURL);
  url.searchParams.set('paymentID', payment.paymentID);
  url.searchParams.set('status', status);
  url.searchParams.set('signature', randomBytes(8).toString('hex'));
  url.searchParams.set('apiVersion', '1.2.0-beta');
  return url.toString();
};

export type BkashStandin = {
  server: Server;
  url: string;
  payments: Map<string, StandinPayment>;
  close: () => Promise<void>;
};

export function startBkashStandin({
  port = 0,
  host = '127.0.0.1',
  tokenSeconds = TOKEN_SECONDS,
}: { port?: number; host?: string; tokenSeconds?: number } = {}): Promise<BkashStandin> {
  const payments = new Map<string, StandinPayment>();
  /** id_token and refresh_token → the app key they were granted to, and until when. */
  const tokens = new Map<string, { appKey: string; expires: number }>();
  const refreshTokens = new Map<string, string>();
  let origin = '';

  const grant = (appKey: string) => {
    const idToken = `standin.${randomUUID()}`;
    const refreshToken = `refresh.${randomUUID()}`;
    tokens.set(idToken, { appKey, expires: Date.now() + tokenSeconds * 1000 });
    refreshTokens.set(refreshToken, appKey);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: tokenSeconds,
      refresh_token: refreshToken,
    };
  };

  /** The app key a request's token speaks for, or null (API Gateway answers 401 then). */
  const authorised = (req: IncomingMessage): string | null => {
    const token = tokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
    const appKey = String(req.headers['x-app-key'] ?? '');
    if (!token || token.expires < Date.now() || token.appKey !== appKey) return null;
    return appKey;
  };

  const paymentStatus = (p: StandinPayment) => ({
    paymentID: p.paymentID,
    mode: p.mode,
    paymentCreateTime: p.createTime,
    ...(p.executeTime ? { paymentExecuteTime: p.executeTime } : {}),
    ...(p.trxID ? { trxID: p.trxID } : {}),
    transactionStatus: p.state === 'Authorized' ? 'Initiated' : p.state,
    amount: p.amount,
    currency: p.currency,
    intent: p.intent,
    merchantInvoiceNumber: p.merchantInvoiceNumber,
    payerReference: p.payerReference,
    userVerificationStatus: p.wallet ? 'Complete' : 'Incomplete',
    statusCode: '0000',
    statusMessage: 'Successful',
  });

  const api: Record<string, (body: Record<string, string>, appKey: string) => object> = {
    create(body, appKey) {
      const { mode, payerReference, callbackURL, amount, currency, intent, merchantInvoiceNumber } =
        body;
      if (!mode || !callbackURL || !amount || !merchantInvoiceNumber) return ERRORS.missingField;
      if (mode !== '0011') return ERRORS.invalidMode;
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return ERRORS.invalidAmount;
      if (currency !== 'BDT') return ERRORS.invalidCurrency;
      if (intent !== 'sale') return ERRORS.invalidIntent;
      if (merchantInvoiceNumber.length > 255) return ERRORS.invalidInvoice;
      if (!/^https?:\/\//.test(callbackURL)) return ERRORS.invalidCallback;
      const paymentID = `TR0011${randomBytes(10).toString('hex').toUpperCase()}`;
      const payment: StandinPayment = {
        paymentID,
        appKey,
        mode,
        payerReference: payerReference ?? '',
        callbackURL,
        amount,
        currency,
        intent,
        merchantInvoiceNumber,
        createTime: bkashTime(),
        state: 'Initiated',
        executeCalls: 0,
        executed: 0,
        refunds: [],
      };
      payments.set(paymentID, payment);
      return {
        paymentID,
        paymentCreateTime: payment.createTime,
        transactionStatus: 'Initiated',
        amount,
        currency,
        intent,
        merchantInvoiceNumber,
        bkashURL: `${origin}/pay/${paymentID}`,
        callbackURL,
        successCallbackURL: callbackFor(payment, 'success'),
        failureCallbackURL: callbackFor(payment, 'failure'),
        cancelledCallbackURL: callbackFor(payment, 'cancel'),
        statusCode: '0000',
        statusMessage: 'Successful',
      };
    },
    execute({ paymentID = '' }, appKey) {
      const p = payments.get(paymentID);
      if (!p || p.appKey !== appKey) return ERRORS.invalidPaymentId;
      p.executeCalls += 1;
      if (p.state === 'Completed' || (p.state === 'Failed' && p.executeTime)) {
        return ERRORS.executedBefore;
      }
      if (p.state !== 'Authorized' || !p.wallet) return ERRORS.invalidState;
      p.executeTime = bkashTime();
      const failure = walletFailure(p.wallet);
      if (failure) {
        p.state = 'Failed';
        p.failure = failure;
        return failure;
      }
      p.state = 'Completed';
      p.trxID = trxId();
      p.executed += 1;
      return {
        paymentID: p.paymentID,
        customerMsisdn: p.wallet,
        payerReference: p.payerReference,
        paymentExecuteTime: p.executeTime,
        trxID: p.trxID,
        transactionStatus: 'Completed',
        amount: p.amount,
        currency: p.currency,
        intent: p.intent,
        merchantInvoiceNumber: p.merchantInvoiceNumber,
        statusCode: '0000',
        statusMessage: 'Successful',
      };
    },
    'payment/status'({ paymentID = '' }, appKey) {
      const p = payments.get(paymentID);
      return p && p.appKey === appKey ? paymentStatus(p) : ERRORS.invalidPaymentId;
    },
    'general/searchTransaction'({ trxID = '' }, appKey) {
      const p = [...payments.values()].find((x) => x.trxID === trxID && x.appKey === appKey);
      if (!p) return ERRORS.transactionNotFound;
      return {
        trxID,
        transactionStatus: p.state,
        transactionType: 'bKash Tokenized Checkout via API',
        amount: p.amount,
        currency: p.currency,
        customerMsisdn: p.wallet,
        organizationShortCode: '50022',
        initiationTime: p.createTime,
        completedTime: p.executeTime,
        statusCode: '0000',
        statusMessage: 'Successful',
      };
    },
    'payment/refund'({ paymentID = '', trxID = '', amount, reason, sku }, appKey) {
      const p = payments.get(paymentID);
      if (!p || p.appKey !== appKey || p.trxID !== trxID || p.state !== 'Completed') {
        return ERRORS.transactionNotFound;
      }
      const refunded = p.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
      // Without an amount this is the refund status query.
      if (amount === undefined) {
        const last = p.refunds.at(-1);
        if (!last) return ERRORS.transactionNotFound;
        return {
          originalTrxID: trxID,
          refundTrxID: last.refundTrxID,
          transactionStatus: 'Completed',
          amount: last.amount,
          currency: 'BDT',
          charge: '0.00',
          refundTime: last.completedTime,
          statusCode: '0000',
          statusMessage: 'Successful',
        };
      }
      if (!reason || !sku) return ERRORS.missingField;
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return ERRORS.invalidAmount;
      if (refunded + Number(amount) > Number(p.amount)) return ERRORS.overRefund;
      const refund = { refundTrxID: trxId(), amount, completedTime: bkashTime() };
      p.refunds.push(refund);
      return {
        completedTime: refund.completedTime,
        transactionStatus: 'Completed',
        originalTrxID: trxID,
        refundTrxID: refund.refundTrxID,
        amount,
        currency: 'BDT',
        charge: '0.00',
        statusCode: '0000',
        statusMessage: 'Successful',
      };
    },
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, route: string) {
    let body: Record<string, string>;
    try {
      body = JSON.parse((await readBody(req)) || '{}') as Record<string, string>;
    } catch {
      return json(res, 400, { message: 'Invalid request body' });
    }
    if (route === 'token/grant' || route === 'token/refresh') {
      const { app_key: appKey, app_secret: secret, refresh_token: refresh } = body;
      if (!req.headers.username || !req.headers.password || !appKey || !secret) {
        return json(res, 401, {
          statusCode: '2079',
          statusMessage: 'Invalid username or password',
        });
      }
      if (route === 'token/refresh' && refreshTokens.get(refresh ?? '') !== appKey) {
        return json(res, 401, { statusCode: '2001', statusMessage: 'Invalid App Token' });
      }
      return json(res, 200, grant(appKey));
    }
    const handler = Object.hasOwn(api, route) ? api[route] : undefined;
    if (!handler) return json(res, 404, { message: 'Not Found' });
    const appKey = authorised(req);
    // bKash's API gateway refuses a missing or expired token before the API sees it.
    if (!appKey) return json(res, 401, { message: 'The incoming token has expired' });
    return json(res, 200, handler(body, appKey));
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, paymentID: string) {
    const p = payments.get(paymentID);
    if (!p) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Payment not found');
    }
    const show = (error?: string) => {
      res.writeHead(error ? 400 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(paymentPage({ ...p, error }));
    };
    const redirect = (status: 'success' | 'failure' | 'cancel') => {
      res.writeHead(302, { Location: callbackFor(p, status) });
      res.end();
    };
    if (p.state !== 'Initiated') return redirect(p.state === 'Cancelled' ? 'cancel' : 'failure');
    if (req.method === 'GET') return show();
    const form = new URLSearchParams(await readBody(req));
    if (form.get('action') === 'cancel') {
      p.state = 'Cancelled';
      return redirect('cancel');
    }
    const wallet = (form.get('wallet') ?? '').trim();
    if (!/^01[3-9]\d{8}$/.test(wallet)) return show('Enter a valid bKash account number');
    if (form.get('otp') !== TEST_OTP) {
      p.state = 'Failed';
      p.failure = ERRORS.wrongOtp;
      return redirect('failure');
    }
    if (form.get('pin') !== TEST_PIN) {
      p.state = 'Failed';
      p.failure = ERRORS.wrongPin;
      return redirect('failure');
    }
    p.state = 'Authorized';
    p.wallet = wallet;
    return redirect('success');
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    const fail = (error: unknown) => json(res, 500, { message: String(error) });
    if (path.startsWith(`${API_PREFIX}/`) && req.method === 'POST') {
      return void handleApi(req, res, path.slice(API_PREFIX.length + 1)).catch(fail);
    }
    const page = /^\/pay\/([A-Za-z0-9]+)$/.exec(path);
    if (page?.[1]) return void handlePage(req, res, page[1]).catch(fail);
    // For tests: what the stand-in holds of a payment (not part of bKash's API).
    const record = /^\/__standin\/payments\/([A-Za-z0-9]+)$/.exec(path);
    if (record?.[1] && req.method === 'GET') {
      const p = payments.get(record[1]);
      return p ? json(res, 200, p) : json(res, 404, { message: 'Not Found' });
    }
    json(res, 404, { message: 'Not Found' });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      origin = `http://${host}:${actual}`;
      resolve({
        server,
        url: origin,
        payments,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
