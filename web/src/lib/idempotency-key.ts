/**
 * A fresh key for one attempt at a change (a checkout, an admin's Add form): 32 hex characters from the CSPRNG. getRandomValues works
 * on plain-http origins too, where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
