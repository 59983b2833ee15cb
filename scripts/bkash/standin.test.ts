// The local bKash keeps to the Tokenized Checkout's contract, and the shop's thin client (its
// token cache, its renewal on 401) works against it: the outcomes of the sandbox's test wallets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BkashClient } from '../../functions/src/payments/bkash/client';
import { API_PREFIX, startBkashStandin, type BkashStandin } from './standin';
import { DEBIT_BLOCK_WALLET, INSUFFICIENT_BALANCE_WALLET, REGULAR_WALLETS } from './wallets';

let standin: BkashStandin;
let client: BkashClient;
const grants: string[] = [];

beforeAll(async () => {
  standin = await startBkashStandin({ tokenSeconds: 3600 });
  standin.server.on('request', (req) => {
    if (req.url?.endsWith('/token/grant')) grants.push(req.url);
  });
  client = new BkashClient(() => ({
    baseUrl: `${standin.url}${API_PREFIX}`,
    appKey: 'key',
    appSecret: 'secret',
    username: 'user',
    password: 'pass',
  }));
});
afterAll(() => standin.close());

const create = (amount = '250') =>
  client.call('create', {
    mode: '0011',
    payerReference: '01712345678',
    callbackURL: 'http://127.0.0.1:1/callback',
    amount,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: 'B-TEST01',
  });

/** The shopper on bKash's page; answers the callback's status. */
async function pay(bkashURL: string, wallet: string, otp = '123456', pin = '12121') {
  const body = new URLSearchParams({ wallet, otp, pin, action: 'confirm' });
  const page = await fetch(bkashURL, { method: 'POST', body, redirect: 'manual' });
  return new URL(page.headers.get('location')!).searchParams.get('status');
}

describe('the local bKash', () => {
  it('creates a payment with the contract’s fields and serves its page', async () => {
    const created = await create();
    expect(created).toMatchObject({
      statusCode: '0000',
      transactionStatus: 'Initiated',
      amount: '250',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'B-TEST01',
    });
    expect(String(created.successCallbackURL)).toContain('status=success');
    const page = await fetch(String(created.bkashURL));
    const html = await page.text();
    expect(html).toContain('Verification code (OTP)');
    expect(html).toContain('PIN');
    expect(await create('12.345')).toMatchObject({ statusCode: '2006' });
  });

  it('pays from a regular wallet once: a second execute is refused (2117)', async () => {
    const { paymentID, bkashURL } = await create();
    expect(await client.call('execute', { paymentID })).toMatchObject({ statusCode: '2056' });
    expect(await pay(String(bkashURL), REGULAR_WALLETS[1])).toBe('success');
    const executed = await client.call('execute', { paymentID });
    expect(executed).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed' });
    expect(String(executed.trxID)).toMatch(/^[0-9A-Z]{10}$/);
    expect(await client.call('execute', { paymentID })).toMatchObject({ statusCode: '2117' });
    expect(await client.call('payment/status', { paymentID })).toMatchObject({
      transactionStatus: 'Completed',
      trxID: executed.trxID,
    });
    expect(await client.call('general/searchTransaction', { trxID: executed.trxID })).toMatchObject(
      { statusCode: '0000', amount: '250' },
    );
  });

  it('gives the failed wallets’ errors at execute, and fails a wrong OTP or PIN on its page', async () => {
    for (const [wallet, code] of [
      [INSUFFICIENT_BALANCE_WALLET, '2023'],
      [DEBIT_BLOCK_WALLET, '2037'],
    ] as const) {
      const { paymentID, bkashURL } = await create();
      expect(await pay(String(bkashURL), wallet)).toBe('success');
      expect(await client.call('execute', { paymentID })).toMatchObject({ statusCode: code });
    }
    const wrongOtp = await create();
    expect(await pay(String(wrongOtp.bkashURL), REGULAR_WALLETS[0], '111111')).toBe('failure');
    const wrongPin = await create();
    expect(await pay(String(wrongPin.bkashURL), REGULAR_WALLETS[0], '123456', '99999')).toBe(
      'failure',
    );
    expect(await client.call('payment/status', { paymentID: wrongPin.paymentID })).toMatchObject({
      transactionStatus: 'Failed',
    });
  });

  it('refunds up to what was paid; the client renews a refused token and grants once per instance', async () => {
    const { paymentID, bkashURL } = await create();
    await pay(String(bkashURL), REGULAR_WALLETS[0]);
    const { trxID } = await client.call('execute', { paymentID });
    const refund = { paymentID, trxID, amount: '250', sku: 'books', reason: 'cancelled' };
    expect(await client.call('payment/refund', refund)).toMatchObject({
      statusCode: '0000',
      originalTrxID: trxID,
    });
    expect(await client.call('payment/refund', refund)).toMatchObject({ statusCode: '2026' });
    expect(grants).toHaveLength(1);
    // bKash forgets the token (it expired): the next call is refused once, then granted again.
    const unauthorised = await fetch(`${standin.url}${API_PREFIX}/payment/status`, {
      method: 'POST',
      body: JSON.stringify({ paymentID }),
    });
    expect(unauthorised.status).toBe(401);
    (client as unknown as { token: { idToken: string } }).token.idToken = 'expired';
    expect(await client.call('payment/status', { paymentID })).toMatchObject({
      statusCode: '0000',
    });
    expect(grants).toHaveLength(2);
  });
});
