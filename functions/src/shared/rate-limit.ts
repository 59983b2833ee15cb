import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  emailKey,
  RATE_LIMITED_MESSAGE,
  RATE_LIMITS,
  type RateAction,
  type RateWindow,
} from '@boi/domain/api/rate-limits';
import { collections } from '../store/documents';
import { db } from './firestore';

/**
 * Who is asking: the signed-in account, the e-mail address the input names (sign-in, sign-up,
 * password reset), and the network address (`clientAddress`).
 */
export type RateSubject = {
  account?: string | null;
  email?: string | null;
  address?: string | null;
};

/** A refusal: the callable protocol maps it to 429; `retryAfter` (seconds) goes to Retry-After. */
export class RateLimited extends HttpsError {
  constructor(readonly retryAfter: number) {
    super('resource-exhausted', RATE_LIMITED_MESSAGE, { retryAfter });
  }
}

/**
 * Per-address limits are multiplied by RATE_LIMIT_ADDRESS_FACTOR (default 1): where many people
 * share one address (a test run, an office) it can be raised. Per-account limits are as written.
 */
const addressFactor = (env: NodeJS.ProcessEnv = process.env): number => {
  const factor = Number(env.RATE_LIMIT_ADDRESS_FACTOR);
  return Number.isFinite(factor) && factor > 0 ? factor : 1;
};

type RateLimitRow = {
  perAccount?: RateWindow;
  perEmail?: RateWindow;
  perAddress?: RateWindow;
  global?: RateWindow;
};

const hashed = (value: string) =>
  createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** Counts one use in the window, in a transaction; refuses when the window is full. */
async function take(key: string, window: RateWindow, now: number): Promise<void> {
  const windowIndex = Math.floor(now / 1000 / window.seconds);
  const ref = collections(db()).rateLimits.doc(`${key}~${windowIndex}`);
  const windowEnd = (windowIndex + 1) * window.seconds * 1000;
  await db().runTransaction(async (tx) => {
    const used = ((await tx.get(ref)).get('count') as number | undefined) ?? 0;
    if (used >= window.count)
      throw new RateLimited(Math.max(1, Math.ceil((windowEnd - now) / 1000)));
    // expiresAt: a Firestore TTL policy on rateLimits deletes spent windows (docs/operations.md).
    tx.set(ref, { count: used + 1, expiresAt: Timestamp.fromMillis(windowEnd + 60_000) });
  });
}

// The shop-wide window is spread over shards so that a burst does not queue every caller on one
// document; each shard takes its share of the count.
const GLOBAL_SHARDS = 10;

/** Takes one use of `action` for the subject, or throws RateLimited. */
export async function rateLimit(action: RateAction, subject: RateSubject): Promise<void> {
  const limit: RateLimitRow = RATE_LIMITS[action];
  const now = Date.now();
  if (limit.perAccount && subject.account) {
    await take(`${action}~account~${hashed(subject.account)}`, limit.perAccount, now);
  }
  if (limit.perEmail && subject.email) {
    await take(`${action}~email~${hashed(emailKey(subject.email))}`, limit.perEmail, now);
  }
  // Keyed by account first: a signed-in caller of an action limited per account is counted as
  // that account alone, never refused because of others behind its carrier's NAT address, and
  // never part of the shop-wide pool a set of addresses could drain. Addresses (and the pool)
  // bound the calls no account answers for.
  const byAccount = Boolean(limit.perAccount && subject.account);
  if (limit.perAddress && subject.address && !byAccount) {
    const window = {
      count: Math.round(limit.perAddress.count * addressFactor()),
      seconds: limit.perAddress.seconds,
    };
    await take(`${action}~address~${hashed(subject.address)}`, window, now);
  }
  if (limit.global && !byAccount) {
    const shard = Math.floor(Math.random() * GLOBAL_SHARDS);
    const window = {
      count: Math.ceil(limit.global.count / GLOBAL_SHARDS),
      seconds: limit.global.seconds,
    };
    await take(`${action}~global~${shard}`, window, now);
  }
}
