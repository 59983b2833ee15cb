// Point-in-time reads (`read_time`, google/firestore/v1/firestore.proto: "within the past one
// hour"): Get, BatchGet, RunQuery, RunAggregationQuery and read-only transactions read the documents
// as they were; older is FAILED_PRECONDITION, the future INVALID_ARGUMENT.
import { Timestamp, type Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTimestamp } from './rest-json';
import { DocumentStore, VERSION_RETENTION_MICROS } from './store';
import { restCall, startTestEmulator } from './test-client';

let env: Awaited<ReturnType<typeof startTestEmulator>>;
let db: Firestore;
let before: Timestamp;
const ROOT = 'projects/demo-boi/databases/(default)/documents';

const rest = (path: string, body?: object) => restCall(env.emulator.port, path, body);
const at = (ts: Timestamp) => formatTimestamp({ seconds: ts.seconds, nanos: ts.nanoseconds });

beforeAll(async () => {
  env = await startTestEmulator();
  db = env.db;
  await db.doc('shelf/a').set({ n: 1 });
  before = (await db.doc('shelf/b').set({ n: 2 })).writeTime;
  await db.doc('shelf/a').update({ n: 10 });
  await db.doc('shelf/b').delete();
  await db.doc('shelf/c').set({ n: 3 });
});
afterAll(() => env?.close());

describe('reads at a past read_time', () => {
  it('a read-only transaction with a read time sees documents and queries as they were', async () => {
    const seen = await db.runTransaction(
      async (tx) => {
        const a = await tx.get(db.doc('shelf/a'));
        const b = await tx.get(db.doc('shelf/b'));
        const c = await tx.get(db.doc('shelf/c'));
        const all = await tx.get(db.collection('shelf').orderBy('n'));
        return { a: a.data(), b: b.data(), c: c.exists, ids: all.docs.map((d) => d.id) };
      },
      { readOnly: true, readTime: before },
    );
    expect(seen).toEqual({ a: { n: 1 }, b: { n: 2 }, c: false, ids: ['a', 'b'] });
  });

  it('REST get, batchGet, runQuery and runAggregationQuery take readTime', async () => {
    const got = await rest(`/shelf/b?readTime=${encodeURIComponent(at(before))}`);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ fields: { n: { integerValue: '2' } } });

    const batch = await rest(':batchGet', {
      documents: [`${ROOT}/shelf/a`, `${ROOT}/shelf/c`],
      readTime: at(before),
    });
    expect(batch.json).toMatchObject([
      { found: { fields: { n: { integerValue: '1' } } }, readTime: at(before) },
      { missing: `${ROOT}/shelf/c` },
    ]);

    const structuredQuery = { from: [{ collectionId: 'shelf' }] };
    const query = await rest(':runQuery', { structuredQuery, readTime: at(before) });
    expect((query.json as { document: { name: string } }[]).map((r) => r.document.name)).toEqual([
      `${ROOT}/shelf/a`,
      `${ROOT}/shelf/b`,
    ]);

    const count = await rest(':runAggregationQuery', {
      structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'n', count: {} }] },
      readTime: at(before),
    });
    expect(count.json).toMatchObject([
      { result: { aggregateFields: { n: { integerValue: '2' } } } },
    ]);
  });

  it('refuses a read time over an hour old (FAILED_PRECONDITION) or in the future (INVALID_ARGUMENT)', async () => {
    const old = Timestamp.fromMillis(Date.now() - 2 * 3600_000);
    const tooOld = await rest(':batchGet', { documents: [`${ROOT}/shelf/a`], readTime: at(old) });
    expect(tooOld.status).toBe(400);
    expect(tooOld.json).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
    const future = Timestamp.fromMillis(Date.now() + 3600_000);
    const ahead = await rest(':batchGet', { documents: [`${ROOT}/shelf/a`], readTime: at(future) });
    expect(ahead.json).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    const viaSdk = db.runTransaction((tx) => tx.get(db.doc('shelf/a')), {
      readOnly: true,
      readTime: old,
    });
    await expect(viaSdk).rejects.toMatchObject({ code: 9 });
  });
});

describe('the version history is bounded', () => {
  it('keeps earlier versions for an hour only', () => {
    const store = new DocumentStore();
    const name = `${ROOT}/x/1`;
    const doc = (n: number, micros: number) => {
      const time = { seconds: Math.floor(micros / 1e6), nanos: (micros % 1e6) * 1000 };
      return {
        name,
        fields: new Map([['n', { type: 'integer', value: n } as const]]),
        createTime: time,
        updateTime: time,
      };
    };
    const now = Date.now() * 1000;
    const first = doc(1, now - 10);
    store.apply([{ name, before: undefined, after: first }], first.updateTime);
    expect(store.versionCount).toBe(1);
    // A commit more than an hour later drops what is older than an hour.
    const later = doc(2, now + VERSION_RETENTION_MICROS + 10);
    store.apply([{ name, before: first, after: later }], later.updateTime);
    expect(store.versionCount).toBe(1);
  });
});
