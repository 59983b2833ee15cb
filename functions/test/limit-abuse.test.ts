// Issue 30's attacks on the limits, as a script would make them: forged address headers through
// both doors, a victim's reset mails asked for with throwaway accounts' tokens, coupon guessing
// as a guest, and bodies of unknown or huge length. Each is refused or bounded.
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LENGTH_REQUIRED_MESSAGE } from '../src/http/body-caps';
import { RATE_LIMITED_MESSAGE, RATE_LIMITS, type RateAction } from '@boi/domain/api/rate-limits';
import { collections } from '../src/store/documents';
import { createTestUser, callFunction, type TestUser } from './auth-helpers';
import { BASE_URL, testDb } from './fixtures';

const limits = () => collections(testDb()).rateLimits;
const windowOf = (seconds: number, at = Date.now()) => Math.floor(at / 1000 / seconds);

/** The counters of one kind (`address`, `email`, `global`) of an action, by their key. */
async function counters(action: RateAction, kind: string): Promise<Map<string, number>> {
  const snapshot = await limits().get();
  const byKey = new Map<string, number>();
  for (const doc of snapshot.docs) {
    const [docAction, docKind, key] = doc.id.split('~');
    if (docAction !== action || docKind !== kind || key === undefined) continue;
    byKey.set(key, (byKey.get(key) ?? 0) + ((doc.get('count') as number | undefined) ?? 0));
  }
  return byKey;
}

/** Fills a counter's current and next window to `count`; undone after each test. */
const filled: { id: string; before: number | undefined }[] = [];
async function fill(action: RateAction, kind: string, key: string, count: number, seconds: number) {
  for (const index of [windowOf(seconds), windowOf(seconds) + 1]) {
    const ref = limits().doc(`${action}~${kind}~${key}~${index}`);
    filled.push({ id: ref.id, before: (await ref.get()).get('count') as number | undefined });
    await ref.set({ count, expiresAt: new Date(Date.now() + 2 * seconds * 1000) } as never);
  }
}
afterEach(async () => {
  for (const { id, before } of filled.splice(0)) {
    if (before === undefined) await limits().doc(id).delete();
    else await limits().doc(id).update({ count: before });
  }
});

/**
 * A function's own URL on the Functions emulator (one port above Hosting: portsFor in
 * scripts/stack.ts), as a script skipping Hosting calls it.
 */
const FUNCTIONS_URL = (() => {
  const hosting = new URL(BASE_URL);
  return `${hosting.protocol}//${hosting.hostname}:${Number(hosting.port) + 1}/demo-boi/asia-south1`;
})();
/** The same path through Hosting and at the function's own URL, by turns. */
const door = (n: number, hostingPath: string, functionPath: string) =>
  n % 2 === 0 ? `${BASE_URL}${hostingPath}` : `${FUNCTIONS_URL}${functionPath}`;

const forgedHeaders = (n: number) => ({
  'fastly-client-ip': `198.51.100.${n}`,
  'x-forwarded-for': `198.51.100.${n}, 203.0.113.${n}`,
});

const forgot = (email: string, headers: Record<string, string> = {}, n = 0) =>
  fetch(door(n, '/api/v1/user/forgot', '/api/api/v1/user/forgot'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });

const guestCoupon = (code: string, headers: Record<string, string> = {}, n = 0) =>
  fetch(door(n, '/api/callable/checkCoupon', '/callable/checkCoupon'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: { code } }),
  });

const newEmail = () => `limits-${randomUUID().slice(0, 12)}@boi.test`;
const addressFactor = Number(process.env.RATE_LIMIT_ADDRESS_FACTOR ?? 1);

describe('forged address headers', () => {
  it('count as one address at the REST row, and its limit still holds', async () => {
    const before = await counters('passwordReset', 'address');
    for (let n = 0; n < 5; n += 1) {
      expect((await forgot(newEmail(), forgedHeaders(n), n)).status).toBe(201);
    }
    const after = await counters('passwordReset', 'address');
    const grown = [...after].filter(([key, count]) => count > (before.get(key) ?? 0));
    expect(grown).toHaveLength(1);
    const [key = ''] = grown[0] ?? [];
    expect((after.get(key) ?? 0) - (before.get(key) ?? 0)).toBe(5);

    const { count, seconds } = RATE_LIMITS.passwordReset.perAddress;
    await fill('passwordReset', 'address', key, Math.round(count * addressFactor), seconds);
    const refused = await forgot(newEmail(), forgedHeaders(99), 1);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(RATE_LIMITED_MESSAGE);
  });

  it('count as one address at the callable, and its limit still holds', async () => {
    const before = await counters('coupon', 'address');
    for (let n = 0; n < 5; n += 1) {
      expect((await guestCoupon(`FORGED${n}`, forgedHeaders(n), n)).status).toBe(404);
    }
    const after = await counters('coupon', 'address');
    const grown = [...after].filter(([key, count]) => count > (before.get(key) ?? 0));
    expect(grown).toHaveLength(1);
    const [key = ''] = grown[0] ?? [];

    const { count, seconds } = RATE_LIMITS.coupon.perAddress;
    await fill('coupon', 'address', key, Math.round(count * addressFactor), seconds);
    const refused = await guestCoupon('FORGED99', forgedHeaders(99), 1);
    expect(refused.status).toBe(429);
  });
});

describe('reset mails for one address', () => {
  let victim: TestUser;
  let throwaways: TestUser[];
  beforeAll(async () => {
    victim = await createTestUser();
    throwaways = await Promise.all(Array.from({ length: 10 }, () => createTestUser()));
  });

  it(`are capped at ${RATE_LIMITS.passwordReset.perEmail.count} however many accounts' tokens ask`, async () => {
    const statuses: number[] = [];
    for (const [n, account] of throwaways.entries()) {
      // Every other request through the callable door, each with another account's token.
      const response =
        n % 2 === 0
          ? await forgot(
              victim.email.toUpperCase(),
              { authorization: `Bearer ${account.idToken}` },
              n / 2,
            )
          : await callFunction('requestPasswordReset', { email: victim.email }, account.idToken);
      statuses.push(response.status);
    }
    const allowed = RATE_LIMITS.passwordReset.perEmail.count;
    // The REST row answers 201, the callable 200.
    expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(allowed);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - allowed);
    const mails = await collections(testDb()).mail.get();
    const toVictim = mails.docs.filter(
      (mail) => String(mail.get('to')).toLowerCase() === victim.email.toLowerCase(),
    );
    expect(toVictim).toHaveLength(allowed);
  });
});

describe('coupon checks', () => {
  it('work for a guest', async () => {
    const answer = await callFunction('checkCoupon', { code: 'NOSUCHCODE' });
    expect(answer.status).toBe(404);
  });

  it("stop for guests at the guests' pool, which no set of addresses can close to shoppers with an account", async () => {
    const { count, seconds } = RATE_LIMITS.coupon.global;
    for (let shard = 0; shard < 10; shard += 1) {
      await fill('coupon', 'global', String(shard), Math.ceil(count / 10), seconds);
    }
    const stranger = await createTestUser();
    const asGuest = await callFunction('checkCoupon', { code: 'GUESS1' });
    const asAccount = await callFunction('checkCoupon', { code: 'GUESS2' }, stranger.idToken);
    // The attack: a few addresses drain the shop-wide pool. Guests wait; an account is counted
    // on its own cap only (404: no such code, the check ran).
    expect([asGuest.status, asAccount.status]).toEqual([429, 404]);
    expect(asGuest.body.error.message).toBe(RATE_LIMITED_MESSAGE);
  });
});

/**
 * A POST to a function's own URL whose body goes chunked (no Content-Length): the JSON of
 * `fields`, padded to about `size` bytes when that is larger. (The local Hosting emulator cannot
 * forward a chunked body at all: it answers 500.)
 */
function chunkedPost(path: string, fields: Record<string, unknown>, size: number, token?: string) {
  const url = new URL(`${FUNCTIONS_URL}${path}`);
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: the test's assertions show the text.
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    const whole = JSON.stringify(fields);
    if (size <= whole.length) {
      req.end(whole);
      return;
    }
    const padding = size - whole.length - 14;
    req.write(`${whole.slice(0, -1)},"padding":"`);
    const block = 'x'.repeat(1 << 20);
    for (let sent = 0; sent < padding; sent += block.length) {
      req.write(block.slice(0, Math.min(block.length, padding - sent)));
    }
    req.end('"}');
  });
}

describe('bodies of unknown length', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createTestUser({ admin: true });
  });

  const categoriesNamed = async (name: string) =>
    (await collections(testDb()).categories.where('name', '==', name).get()).size;

  it('a chunked 30 MB write is refused with 411 and writes nothing', async () => {
    const name = `চাঙ্ক-${randomUUID().slice(0, 6)}`;
    const answer = await chunkedPost('/api/api/v1/category', { name }, 30_000_000, admin.idToken);
    expect(answer.status).toBe(411);
    expect(answer.body).toEqual({ error: 'length-required', message: LENGTH_REQUIRED_MESSAGE });
    expect(await categoriesNamed(name)).toBe(0);
  });

  it('a small write without Content-Length is refused too, at both doors', async () => {
    const name = `ছোট-${randomUUID().slice(0, 6)}`;
    const rest = await chunkedPost('/api/api/v1/category', { name }, 0, admin.idToken);
    expect(rest.status).toBe(411);
    const callable = await chunkedPost(
      '/callable/createCategory',
      { data: { name } },
      0,
      admin.idToken,
    );
    expect(callable.status).toBe(400);
    expect(callable.body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: LENGTH_REQUIRED_MESSAGE,
    });
    expect(await categoriesNamed(name)).toBe(0);
  });

  it('the same write with its Content-Length goes through', async () => {
    const name = `মাপা-${randomUUID().slice(0, 6)}`;
    const response = await fetch(`${BASE_URL}/api/v1/category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.idToken}` },
      body: JSON.stringify({ name }),
    });
    expect(response.status).toBe(201);
    expect(await categoriesNamed(name)).toBe(1);
  });
});
