import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  RATE_LIMITED_MESSAGE,
  RATE_LIMITS,
  type RateAction,
  type RateWindow,
} from '@boi/domain/api/rate-limits';
import { collections } from '../store/documents';
import { db } from './firestore';

/** Who is asking: the signed-in account (or the e-mail tried), and the network address. */
export type RateSubject = { account?: string | null; address?: string | null };

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

/** Takes one use of `action` for the subject, or throws RateLimited. */
export async function rateLimit(action: RateAction, subject: RateSubject): Promise<void> {
  const limit = RATE_LIMITS[action] as { perAccount?: RateWindow; perAddress?: RateWindow };
  const now = Date.now();
  if (limit.perAccount && subject.account) {
    await take(`${action}~account~${hashed(subject.account.toLowerCase())}`, limit.perAccount, now);
  }
  if (limit.perAddress && subject.address) {
    const window = {
      count: Math.round(limit.perAddress.count * addressFactor()),
      seconds: limit.perAddress.seconds,
    };
    await take(`${action}~address~${hashed(subject.address)}`, window, now);
  }
}

type HeaderSource = { get(name: string): string | undefined; ip?: string };

/**
 * The client's address. Firebase Hosting's CDN (Fastly) passes the address it saw in
 * Fastly-Client-IP; without it (the emulators), the last X-Forwarded-For entry, which the proxy
 * in front added, then the socket's. A caller that skips Hosting can set the header itself and
 * dodge the per-address limit, never the per-account one.
 */
export function clientAddress(req: HeaderSource): string | null {
  const fastly = req.get('fastly-client-ip')?.trim();
  if (fastly) return fastly;
  const last = req.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last || req.ip || null;
}
