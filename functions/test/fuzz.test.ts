// Malformed requests against every write row of /api/v1, every callable and the public reads, as
// a script would send them (fast-check): wrong types, huge strings, Bangla combining marks,
// NaN/Infinity/negatives, deep or huge JSON, __proto__ keys, broken JSON and bad multipart.
// Every answer must be a 4xx with a message (never a 5xx), and a refusal must write nothing.
// The counts per route are printed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, CALLABLES, type CallableName } from '@boi/domain/api/callables';
import { collections } from '../src/store/documents';
import { createTestUser, type TestUser } from './auth-helpers';
import { BASE_URL, testDb } from './fixtures';

// 60 hostile requests per REST row and 30 per callable keep `npm test` within its time; set
// FUZZ_RUNS for a deeper run (FUZZ_RUNS=1000 npm run test:functions).
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 60;
const PARALLEL = 8;

let admin: TestUser;
let shopper: TestUser;
const counts: Record<string, { sent: number; statuses: Record<number, number> }> = {};

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});

afterAll(() => {
  const rows = Object.entries(counts).map(
    ([route, { sent, statuses }]) =>
      `${route.padEnd(44)} ${String(sent).padStart(4)}  ${Object.entries(statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
  );
  console.log(`\nfuzzed requests per route (status × count):\n${rows.join('\n')}`);
});

/** Text a hostile client sends: huge, combining marks, control and bidi characters, markup. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constant('অ'.repeat(2) + '\u09CD\u09CD\u09BC'.repeat(500)),
  fc.constant('x'.repeat(20_000)),
  fc.constant('\u202E\u0000\uFFFF<script>alert(1)</script>'),
  fc.constant('../../etc/passwd'),
  fc.constant('__proto__'),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, -1e308, 1e308, 0.5, 2 ** 53 + 1, -0),
  fc.double(),
  fc.integer(),
);
/** JSON has no NaN or Infinity: clients send them as strings or nulls. */
const nonJsonNumber = fc.constantFrom('NaN', 'Infinity', '-Infinity', null);
const deep = fc.constant(JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  nonJsonNumber,
  fc.boolean(),
  deep,
  fc.array(fc.string(), { maxLength: 2000 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

/** An object with the schema's own keys (and some others), each holding a hostile value. */
function hostileBody(keys: string[]): fc.Arbitrary<unknown> {
  const known = fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), {
    requiredKeys: [],
  });
  return fc.oneof(
    known,
    fc.tuple(known, fc.dictionary(hostileText, hostileValue, { maxKeys: 3 })).map(([a, b]) => ({
      ...b,
      ...a,
    })),
    fc.jsonValue({ maxDepth: 3 }),
    hostileValue,
  );
}

/**
 * Malformed for sure: an object sample gets its first schema key set to a value no field takes
 * (so a sample can never be a valid change that really writes).
 */
const spoiled = (keys: string[]) => (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) && keys[0]
    ? { ...value, [keys[0]]: { not: ['a', 'field', 'value'] } }
    : value;

/** A request body as bytes on the wire: JSON, broken JSON, a __proto__ key, or bad multipart. */
type Wire = { body: string; contentType: string };
function wireOf(keys: string[]): fc.Arbitrary<Wire> {
  const json = hostileBody(keys)
    .map(spoiled(keys))
    .map((value) => ({
      body: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
    }));
  return fc.oneof(
    { weight: 6, arbitrary: json },
    fc.constant({ body: '{"name": "unterminated', contentType: 'application/json' }),
    fc.constant({
      body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
      contentType: 'application/json',
    }),
    fc.constant({
      body: '--b\r\nContent-Disposition: form-data; name="image"; filename="x.svg"\r\n\r\n<svg onload=alert(1)>',
      contentType: 'multipart/form-data; boundary=b',
    }),
    fc.constant({ body: 'name=%E0%A4%A', contentType: 'application/x-www-form-urlencoded' }),
  );
}

/** The top-level keys of an operation's input schema (none for a union or a non-object). */
function keysOf(name: CallableName): string[] {
  const shape = (CALLABLES[name].input as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

const idFor = fc.oneof(
  fc.constantFrom('no-such-id', 'a'.repeat(2000), '%2e%2e', '%00', 'x%2Fy', '🙂', '__x__'),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
);

function tokenFor(name: CallableName): string | undefined {
  const { access } = CALLABLES[name];
  return access === 'admin' ? admin.idToken : access === 'signed-in' ? shopper.idToken : undefined;
}

async function send(route: string, url: string, init: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  const text = await response.text();
  const tally = (counts[route] ??= { sent: 0, statuses: {} });
  tally.sent += 1;
  tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
  if (response.status >= 500) {
    const sent = typeof init.body === 'string' ? init.body.slice(0, 300) : '';
    throw new Error(
      `${route} answered ${response.status}: ${text}\nto ${url.slice(0, 200)} ${sent}`,
    );
  }
  return response.status;
}

async function runAll(tasks: (() => Promise<void>)[]): Promise<void> {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}

/** Changes the fuzzing admin made (the audit trail of its own account). */
const auditCount = async () =>
  (await collections(testDb()).auditLog.where('uid', '==', admin.uid).count().get()).data().count;

describe('fuzzed requests', () => {
  it('never answer 5xx on a REST write row, and never write', async () => {
    const tasks: (() => Promise<void>)[] = [];
    const admitted: string[] = [];
    for (const name of CALLABLE_NAMES) {
      const row = CALLABLES[name].rest;
      if (!row) continue;
      const route = `${row.method.toUpperCase()} ${row.path}`;
      // The path fills its parameters: the spoiled key must be one the body carries.
      const params = [...row.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const bodyKeys = keysOf(name).filter((key) => !params.includes(key));
      const samples = fc.sample(fc.tuple(wireOf(bodyKeys), idFor), RUNS_PER_ROUTE);
      for (const [wire, id] of samples) {
        const path = row.path.replace(/:\w+/g, encodeURIComponent(id));
        const token = row.bearerField ? 'not-a-reset-code' : tokenFor(name);
        tasks.push(async () => {
          const status = await send(route, `${BASE_URL}/api/v1${path}`, {
            method: row.method.toUpperCase(),
            headers: {
              'content-type': wire.contentType,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: wire.body,
          });
          if (status < 300) admitted.push(`${route} ${wire.body.slice(0, 80)}`);
        });
      }
    }
    const before = await auditCount();
    await runAll(tasks);
    expect(admitted).toEqual([]);
    expect(await auditCount()).toBe(before);
  }, 600_000);

  it('never answer 5xx on a callable', async () => {
    const tasks: (() => Promise<void>)[] = [];
    for (const name of CALLABLE_NAMES) {
      const route = `callable ${name}`;
      for (const wire of fc.sample(wireOf(keysOf(name)), Math.ceil(RUNS_PER_ROUTE / 2))) {
        const token = tokenFor(name);
        tasks.push(async () => {
          await send(route, `${BASE_URL}/api/callable/${name}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: wire.contentType === 'application/json' ? `{"data":${wire.body}}` : wire.body,
          });
        });
      }
    }
    await runAll(tasks);
  }, 600_000);

  it('never answer 5xx on a public read, whatever its id and query', async () => {
    const paths = [
      '/product/:id',
      '/category/:id',
      '/writer/:id',
      '/publication/:id',
      '/product',
      '/category',
      '/search',
      '/review',
      '/order/:id',
    ];
    const query = fc.dictionary(
      fc.constantFrom('page', 'size', 'limit', 'q', 'category', 'salesInfo', 'product', 'skip'),
      fc.oneof(hostileText, hostileNumber.map(String), nonJsonNumber.map(String)),
      { maxKeys: 4 },
    );
    const tasks: (() => Promise<void>)[] = [];
    for (const template of paths) {
      const route = `GET ${template}`;
      for (const [id, params] of fc.sample(fc.tuple(idFor, query), RUNS_PER_ROUTE)) {
        const search = new URLSearchParams(params).toString();
        const path = template.replace(':id', encodeURIComponent(id));
        tasks.push(async () => {
          await send(route, `${BASE_URL}/api/v1${path}?${search}`, {
            headers: { authorization: `Bearer ${shopper.idToken}` },
          });
        });
      }
    }
    await runAll(tasks);
  }, 600_000);
});
