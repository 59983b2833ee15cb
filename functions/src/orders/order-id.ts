import { createHash } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so order numbers read aloud without confusion. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ID_LENGTH = 20;

/**
 * The order's document id is derived from the buyer and the checkout's idempotency key, so a
 * double submit (retry, second click, second tab) finds the first order instead of making another.
 */
export function orderIdFor(uid: string, idempotencyKey: string): string {
  const digest = createHash('sha256').update(`${uid}\n${idempotencyKey}`).digest();
  let out = '';
  for (let i = 0; i < ID_LENGTH; i += 1) {
    // 5 bits at bit offset 5i, big-endian.
    const bit = i * 5;
    const pair = ((digest[bit >> 3] ?? 0) << 8) | (digest[(bit >> 3) + 1] ?? 0);
    out += BASE32[(pair >> (11 - (bit & 7))) & 31];
  }
  return out;
}

/** What people see and quote (also the invoice number): "B-" and the id's first 6 characters. */
export const orderNumberOf = (orderId: string): string => `B-${orderId.slice(0, 6)}`;
