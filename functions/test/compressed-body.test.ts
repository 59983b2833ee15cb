// The attack: a 29 KB gzip (or deflate, or brotli) body that inflates to 30 MB of JSON, sent to
// each function door. The host's body parser would inflate and parse it before any code of ours
// (seconds of CPU and hundreds of MB of heap per request); it is refused with 415 before that.
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BASE_URL } from './fixtures';

const INFLATED = JSON.stringify({ email: `${'a'.repeat(30_000_000)}@example.com`, password: 'x' });
const BOMBS = {
  gzip: gzipSync(INFLATED, { level: 9 }),
  deflate: deflateSync(INFLATED, { level: 9 }),
  br: brotliCompressSync(INFLATED, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
};

const DOORS = [
  { door: 'api', path: '/api/v1/user/login' },
  { door: 'callable', path: '/api/callable/checkCoupon' },
  { door: 'ssr', path: '/' },
  { door: 'upload', path: '/api/v1/upload' },
];

async function send(path: string, encoding: string, body: Buffer) {
  const started = performance.now();
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body,
  });
  const text = await response.text();
  // Printed for the report; never asserted (no timed assertions in tests).
  console.info(
    `${encoding} ${body.length} B → ${path}: ${response.status} in ${Math.round(performance.now() - started)} ms`,
  );
  return { status: response.status, text };
}

describe('compressed request bodies', () => {
  it('the bomb is small on the wire and 30 MB inflated', () => {
    expect(BOMBS.gzip.length).toBeLessThan(40_000);
    expect(INFLATED.length).toBeGreaterThan(30_000_000);
  });

  for (const { door, path } of DOORS) {
    it(`${door}: a gzip body inflating to 30 MB is refused with 415, unparsed`, async () => {
      // Twice: the first may start the function's instance, the second shows the refusal alone.
      for (const _ of [1, 2]) {
        const { status, text } = await send(path, 'gzip', BOMBS.gzip);
        expect(status).toBe(415);
        expect(text).toContain('Content-Encoding');
      }
    });
  }

  it('deflate, brotli and stacked codings are refused the same way', async () => {
    for (const [encoding, body] of [
      ['deflate', BOMBS.deflate],
      ['br', BOMBS.br],
      ['identity, gzip', BOMBS.gzip],
    ] as const) {
      expect((await send('/api/v1/user/login', encoding, body)).status).toBe(415);
    }
  });

  it('answers the callable door in the callable protocol', async () => {
    const { text } = await send('/api/callable/checkCoupon', 'gzip', BOMBS.gzip);
    expect(JSON.parse(text)).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });

  it('still takes a body marked identity to the operation', async () => {
    const body = Buffer.from(JSON.stringify({ data: { code: 'NOPE' } }));
    const { status, text } = await send('/api/callable/checkCoupon', 'identity', body);
    expect(status).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });
});
