// Where the emulator used to differ from production Firestore (issue 42's 14 behaviours). Each test
// says what Firestore does; where only the Firebase SDKs' own tests show it, the name says so.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateField, FieldPath, type Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compositeIndex, restCall, restEquals, startTestEmulator } from './test-client';

const dir = mkdtempSync(join(tmpdir(), 'boi-parity-'));
const indexesFile = join(dir, 'firestore.indexes.json');
writeFileSync(
  indexesFile,
  JSON.stringify({
    indexes: [
      compositeIndex(
        'agg',
        ['testId', 'ASCENDING'],
        ['pages', 'ASCENDING'],
        ['rating', 'ASCENDING'],
        ['year', 'ASCENDING'],
      ),
      compositeIndex('agg', ['testId', 'ASCENDING'], ['pages', 'ASCENDING'], ['year', 'ASCENDING']),
      compositeIndex('multi', ['key', 'ASCENDING'], ['sort', 'ASCENDING']),
    ],
  }),
);

let env: Awaited<ReturnType<typeof startTestEmulator>>;
let db: Firestore;
const rest = (verb: string, body: object) => restCall(env.emulator.port, verb, body);
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { code?: number }) => e.code,
  );

beforeAll(async () => {
  env = await startTestEmulator({ indexesFile, requireIndexes: true });
  db = env.db;
});
afterAll(() => env?.close());

describe('served here, refused in production', () => {
  it('refuses reserved ids __…__ for documents and collections with INVALID_ARGUMENT', async () => {
    expect(await codeOf(db.doc('a/__badpath__/b/c').set({ x: 1 }))).toBe(3);
    expect(await codeOf(db.doc('a/__doc__').set({ x: 1 }))).toBe(3);
    expect(await codeOf(db.doc('a/__doc__').get())).toBe(3);
    expect(await codeOf(db.doc('a/__id12__').set({ x: 1 }))).toBe('ok');
  });

  it('refuses a request with more than 5 aggregations', async () => {
    const q = db.collection('books');
    const aggregate = q.aggregate({
      a: AggregateField.count(),
      b: AggregateField.count(),
      c: AggregateField.count(),
      d: AggregateField.count(),
      e: AggregateField.count(),
      f: AggregateField.count(),
    });
    expect(await codeOf(aggregate.get())).toBe(3);
  });

  it('refuses an order by __name__ followed by an implicit inequality field (only the SDK tests show it)', async () => {
    const query = db.collection('multi').where('key', '!=', 42).orderBy(FieldPath.documentId());
    const error = (await query.get().catch((e: unknown) => e)) as { code: number; details: string };
    expect(error.code).toBe(3);
    expect(error.details).toContain('order by clause cannot contain more fields after the key');
  });

  it('refuses equality on __name__ beside inequalities not on __name__ (only the SDK tests show it)', async () => {
    const query = db
      .collection('multi')
      .where('key', '!=', 42)
      .where(FieldPath.documentId(), '==', 'doc1');
    const error = (await query.get().catch((e: unknown) => e)) as { code: number; details: string };
    expect(error.code).toBe(3);
    expect(error.details).toContain('Equality on key is not allowed');
  });
});

describe('different answers', () => {
  beforeAll(async () => {
    const batch = db.batch();
    batch.set(db.doc('restagg/a'), { author: 'A', title: 'B' });
    batch.set(db.doc('restagg/b'), { author: 'A', title: 'C' });
    batch.set(db.doc('restagg/c'), { author: 'Z', title: 'A' });
    await batch.commit();
  });

  it('REST runAggregationQuery applies the values of filters and cursors', async () => {
    const count = async (structuredQuery: object) => {
      const { json } = await rest(':runAggregationQuery', {
        structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'n', count: {} }] },
      });
      return (json as { result: { aggregateFields: { n: { integerValue: string } } } }[])[0]?.result
        .aggregateFields.n.integerValue;
    };
    const from = [{ collectionId: 'restagg' }];
    expect(
      await count({
        from,
        where: restEquals('author', { stringValue: 'A' }),
      }),
    ).toBe('2');
    expect(
      await count({
        from,
        orderBy: [{ field: { fieldPath: 'title' } }],
        startAt: { values: [{ stringValue: 'B' }], before: true },
      }),
    ).toBe('2');
  });

  it('aggregations over several fields skip documents lacking any of them', async () => {
    const batch = db.batch();
    batch.set(db.doc('agg/1'), { testId: 't', pages: 100, rating: 1, year: 2000 });
    batch.set(db.doc('agg/2'), { testId: 't', pages: 100, rating: 2, year: 2001 });
    batch.set(db.doc('agg/3'), { testId: 't', pages: 100, rating: 3, year: 2002 });
    batch.set(db.doc('agg/4'), { testId: 't', pages: 50, rating: 4 });
    await batch.commit();
    const snap = await db
      .collection('agg')
      .where('testId', '==', 't')
      .aggregate({
        pages: AggregateField.sum('pages'),
        year: AggregateField.average('year'),
        n: AggregateField.count(),
      })
      .get();
    expect(snap.data()).toEqual({ pages: 300, year: 2001, n: 3 });
  });

  it('in [null], array-contains-any [null] and in [NaN] match nothing', async () => {
    const batch = db.batch();
    batch.set(db.doc('nulls/a'), { v: null, list: [null] });
    batch.set(db.doc('nulls/b'), { v: Number.NaN, list: [Number.NaN] });
    await batch.commit();
    const size = async (field: string, op: 'in' | 'array-contains-any', value: unknown[]) =>
      (await db.collection('nulls').where(field, op, value).get()).size;
    expect(await size('v', 'in', [null])).toBe(0);
    expect(await size('list', 'array-contains-any', [null])).toBe(0);
    expect(await size('v', 'in', [Number.NaN])).toBe(0);
  });

  it('maximum(NaN) and minimum(NaN) give NaN', async () => {
    // Admin SDK has no maximum(); the REST commit carries the transform.
    const name = `projects/demo-boi/databases/(default)/documents/nan/x`;
    await db.doc('nan/x').set({ n: 5, m: 5 });
    const { status } = await rest(':commit', {
      writes: [
        {
          transform: {
            document: name,
            fieldTransforms: [
              { fieldPath: 'n', maximum: { doubleValue: 'NaN' } },
              { fieldPath: 'm', minimum: { doubleValue: 'NaN' } },
            ],
          },
        },
      ],
    });
    expect(status).toBe(200);
    const data = (await db.doc('nan/x').get()).data();
    expect(data?.n).toBeNaN();
    expect(data?.m).toBeNaN();
  });

  it('a write that changes nothing keeps the previous update_time', async () => {
    const ref = db.doc('noop/x');
    const first = await ref.set({ a: 1, b: 'x' });
    const second = await ref.set({ b: 'x', a: 1 });
    expect(second.writeTime.isEqual(first.writeTime)).toBe(true);
    expect((await ref.get()).updateTime?.isEqual(first.writeTime)).toBe(true);
    // A writer holding the update time it read still passes its precondition after such a re-write.
    await ref.set({ a: 1, b: 'x' });
    await ref.update({ c: true }, { lastUpdateTime: first.writeTime });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 'x', c: true });
  });

  it('a delete then an update of one document in one commit is INVALID_ARGUMENT (only the SDK tests show it)', async () => {
    const ref = db.doc('delupd/x');
    await ref.set({ a: 1 });
    const batch = db.batch().delete(ref).update(ref, { a: 2 });
    expect(await codeOf(batch.commit())).toBe(3);
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('several inequalities order by the fields, then __name__ last', async () => {
    const batch = db.batch();
    const rows: [string, number, string][] = [
      ['doc1', 5, 'a'],
      ['doc2', 4, 'aa'],
      ['doc3', 3, 'b'],
      ['doc4', 2, 'b'],
      ['doc5', 1, 'bb'],
    ];
    for (const [id, sort, key] of rows) batch.set(db.doc(`multi/${id}`), { sort, key });
    await batch.commit();
    const snap = await db
      .collection('multi')
      .where('sort', '>=', 1)
      .where('key', '!=', 'a')
      .where(FieldPath.documentId(), '<', 'doc5')
      .get();
    expect(snap.docs.map((d) => d.id)).toEqual(['doc2', 'doc4', 'doc3']);
  });

  it('orders ids __id<n>__ as numbers, before other ids (only the SDK tests show it)', async () => {
    const batch = db.batch();
    for (const id of ['A', '12', '__id12__', '__id7__', '__id-3__']) {
      batch.set(db.doc(`numeric/${id}`), { id });
    }
    await batch.commit();
    const ids = async (q: FirebaseFirestore.Query) => (await q.get()).docs.map((d) => d.id);
    const ordered = db.collection('numeric').orderBy(FieldPath.documentId());
    expect(await ids(ordered)).toEqual(['__id-3__', '__id7__', '__id12__', '12', 'A']);
    expect(await ids(ordered.where(FieldPath.documentId(), '>', '__id7__'))).toEqual([
      '__id12__',
      '12',
      'A',
    ]);
  });

  it("a delete's write result has no update_time", async () => {
    await db.doc('del/x').set({ a: 1 });
    const { json } = await rest(':commit', {
      writes: [{ delete: 'projects/demo-boi/databases/(default)/documents/del/x' }],
    });
    const result = (json as { writeResults: Record<string, unknown>[] }).writeResults[0];
    expect(result).toBeDefined();
    expect(result?.updateTime).toBeUndefined();
  });
});

describe('index planner', () => {
  it('serves sum/avg over fields in any order from one declared index', async () => {
    const snap = await db
      .collection('agg')
      .where('testId', '==', 't')
      .aggregate({
        r: AggregateField.sum('rating'),
        p: AggregateField.sum('pages'),
        y: AggregateField.average('year'),
      })
      .get();
    expect(snap.data()).toEqual({ r: 6, p: 300, y: 2001 });
  });

  it('accepts an index naming one field twice, for array-contains-any plus sum on it', async () => {
    // The Firebase JS SDK's own test indexes deploy such an index (firestore_index_config.tf,
    // `a ASC, testId ASC, a DESC`), so production accepts it.
    const file = join(dir, 'twice.json');
    writeFileSync(
      file,
      JSON.stringify({
        indexes: [
          {
            collectionGroup: 'tagged',
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
              { fieldPath: 'tags', order: 'ASCENDING' },
            ],
          },
        ],
      }),
    );
    const twice = await startTestEmulator({ indexesFile: file, requireIndexes: true });
    try {
      await twice.db.doc('tagged/a').set({ tags: [1, 2] });
      await twice.db.doc('tagged/b').set({ tags: [3] });
      const snap = await twice.db
        .collection('tagged')
        .where('tags', 'array-contains-any', [1, 3])
        .aggregate({ n: AggregateField.count(), s: AggregateField.sum('tags') })
        .get();
      expect(snap.data()).toEqual({ n: 2, s: 0 });
    } finally {
      await twice.close();
    }
  });
});
