import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AggregateField,
  FieldPath,
  Filter,
  type Firestore,
  type Query,
} from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator } from '../test-client';
import type { IndexReportJson } from './report';

// Each case follows https://firebase.google.com/docs/firestore/query-data/index-overview
// ("index-overview"), /query-data/indexing ("indexing") or /query-data/queries ("queries").

const dir = mkdtempSync(join(tmpdir(), 'boi-indexes-'));
const indexesFile = join(dir, 'firestore.indexes.json');
const reportFile = join(dir, 'report.json');
const declared = {
  collectionGroup: 'books',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'genre', order: 'ASCENDING' },
    { fieldPath: 'price', order: 'DESCENDING' },
  ],
};
const neverUsed = {
  collectionGroup: 'books',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'year', order: 'ASCENDING' },
    { fieldPath: 'price', order: 'ASCENDING' },
  ],
};
writeFileSync(
  indexesFile,
  JSON.stringify({
    indexes: [declared, neverUsed],
    fieldOverrides: [{ collectionGroup: 'books', fieldPath: 'blob', indexes: [] }],
  }),
);

let env: Awaited<ReturnType<typeof startTestEmulator>>;
let db: Firestore;
const base = () => `http://127.0.0.1:${env.emulator.port}`;

beforeAll(async () => {
  env = await startTestEmulator({ indexesFile, requireIndexes: true, indexReportFile: reportFile });
  db = env.db;
  const batch = db.batch();
  const rows: [string, Record<string, unknown>][] = [
    ['a', { genre: 'novel', rank: 2, price: 100, year: 1990, blob: 1 }],
    ['b', { genre: 'novel', rank: 1, price: 250, year: 2001 }],
    ['c', { genre: 'essay', rank: 2, price: 80, year: 2001 }],
  ];
  for (const [id, data] of rows) batch.set(db.collection('books').doc(id), data);
  batch.set(db.doc('shops/s1/books/x'), { genre: 'novel', price: 10 });
  await batch.commit();
});

afterAll(() => env?.close());

const ids = async (query: Query) => (await query.get()).docs.map((doc) => doc.id);
const indexError = (fields: object[], scope = 'COLLECTION', group = 'books') =>
  `The query requires an index. Add to "indexes" in firestore.indexes.json: ${JSON.stringify({
    collectionGroup: group,
    queryScope: scope,
    fields,
  })}`;
const refusal = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: number; details?: string } | undefined;
  expect(error, 'the query should have been refused').toBeDefined();
  expect(error?.code).toBe(9); // FAILED_PRECONDITION
  return error?.details;
};
const report = async () =>
  (await (await fetch(`${base()}/emulator/v1/indexes:report`)).json()) as IndexReportJson;
const asc = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string) => ({ fieldPath, order: 'DESCENDING' });

describe('queries served without a composite index', () => {
  it('index-overview "Single-field indexes": equality on one field', async () => {
    expect(await ids(db.collection('books').where('genre', '==', 'novel'))).toEqual(['a', 'b']);
  });

  it('index-overview "Index merging": equalities on two fields merge single-field indexes', async () => {
    expect(
      await ids(db.collection('books').where('genre', '==', 'novel').where('rank', '==', 2)),
    ).toEqual(['a']);
    expect((await report()).merged).toContainEqual({
      collectionGroup: 'books',
      queryScope: 'COLLECTION',
      fields: ['genre', 'rank'],
      queries: 1,
    });
  });

  it('queries "Query limitations": a range and an orderBy on the same field', async () => {
    expect(
      await ids(db.collection('books').where('price', '>', 90).orderBy('price', 'desc')),
    ).toEqual(['b', 'a']);
  });

  it('index-overview: orderBy(a, desc) uses the descending single-field index (implicit __name__ desc)', async () => {
    expect(await ids(db.collection('books').orderBy('price', 'desc'))).toEqual(['b', 'a', 'c']);
  });

  it('queries "OR queries": each disjunct served by single-field indexes', async () => {
    const or = Filter.or(Filter.where('genre', '==', 'essay'), Filter.where('rank', '==', 1));
    expect(await ids(db.collection('books').where(or))).toEqual(['b', 'c']);
  });

  it('kindless __name__ queries (recursiveDelete) are always served', async () => {
    await db.doc('tmp/t/sub/s').set({ x: 1 });
    await db.recursiveDelete(db.doc('tmp/t'));
    expect((await db.doc('tmp/t/sub/s').get()).exists).toBe(false);
  });

  it('index-overview "Collection group scope": a collection group query without filters', async () => {
    expect((await db.collectionGroup('books').get()).size).toBe(4);
  });
});

describe('queries that need a composite index', () => {
  it('indexing "Composite indexes": equality plus orderBy on another field is refused with the index', async () => {
    const details = await refusal(
      db.collection('books').where('rank', '==', 2).orderBy('price').get(),
    );
    expect(details).toBe(indexError([asc('rank'), asc('price')]));
  });

  it('queries "Query limitations": a range on one field and orderBy another', async () => {
    const details = await refusal(
      db.collection('books').where('price', '>', 50).orderBy('rank').get(),
    );
    expect(details).toBe(indexError([asc('rank'), asc('price')]));
  });

  it('indexing: the declared composite index serves the query (and __name__ follows its last field)', async () => {
    const query = db.collection('books').where('genre', '==', 'novel').orderBy('price', 'desc');
    expect(await ids(query)).toEqual(['b', 'a']);
    expect(await ids(query.orderBy(FieldPath.documentId(), 'desc'))).toEqual(['b', 'a']);
    const details = await refusal(query.orderBy(FieldPath.documentId()).get());
    expect(details).toBe(indexError([asc('genre'), desc('price'), asc('__name__')]));
  });

  it('index-overview: orderBy(a, desc) then __name__ ascending needs __name__ listed explicitly', async () => {
    const details = await refusal(
      db.collection('books').orderBy('price', 'desc').orderBy(FieldPath.documentId()).get(),
    );
    expect(details).toBe(indexError([desc('price'), asc('__name__')]));
  });

  it('index-overview "Query scope": a collection group query needs COLLECTION_GROUP scope', async () => {
    const composite = db
      .collectionGroup('books')
      .where('genre', '==', 'novel')
      .orderBy('price', 'desc');
    expect(await refusal(composite.get())).toBe(
      indexError([asc('genre'), desc('price')], 'COLLECTION_GROUP'),
    );
    const single = await refusal(db.collectionGroup('books').where('genre', '==', 'novel').get());
    expect(single).toContain('"fieldOverrides"');
    expect(single).toContain('{"order":"ASCENDING","queryScope":"COLLECTION_GROUP"}');
  });

  it('index-overview "Index exemptions": an exempted field cannot be filtered on', async () => {
    expect(await refusal(db.collection('books').where('blob', '==', 1).get())).toBe(
      'The query requires an index. Add to "fieldOverrides" in firestore.indexes.json: ' +
        '{"collectionGroup":"books","fieldPath":"blob","indexes":[{"order":"ASCENDING","queryScope":"COLLECTION"}]}',
    );
  });

  it('queries "OR queries": a disjunct that needs a composite index fails the query', async () => {
    const or = Filter.or(
      Filter.where('genre', '==', 'essay'),
      Filter.and(Filter.where('rank', '==', 2), Filter.where('price', '<', 90)),
    );
    expect(await refusal(db.collection('books').where(or).get())).toBe(
      indexError([asc('rank'), asc('price')]),
    );
  });

  it('aggregation queries need the index of their query', async () => {
    expect(
      await refusal(db.collection('books').where('rank', '==', 2).orderBy('price').count().get()),
    ).toBe(indexError([asc('rank'), asc('price')]));
    const served = db.collection('books').where('genre', '==', 'novel').orderBy('price', 'desc');
    expect((await served.count().get()).data().count).toBe(2);
    const sum = db
      .collection('books')
      .where('genre', '==', 'novel')
      .aggregate({ total: AggregateField.sum('price') });
    expect((await sum.get()).data().total).toBe(350);
    await refusal(
      db
        .collection('books')
        .where('rank', '==', 2)
        .aggregate({ total: AggregateField.sum('price') })
        .get(),
    );
  });

  it('Listen removes the target with FAILED_PRECONDITION', async () => {
    const error = await new Promise<Error>((resolve) => {
      const stop = db
        .collection('books')
        .where('rank', '==', 2)
        .orderBy('price')
        .onSnapshot(
          () => undefined,
          (e) => {
            stop();
            resolve(e);
          },
        );
    });
    // The Admin SDK reports a removed target's cause only in its message.
    expect(error.message).toBe(`Error 9: ${indexError([asc('rank'), asc('price')])}`);
  });

  it('the REST API answers 400 FAILED_PRECONDITION', async () => {
    const response = await fetch(
      `${base()}/v1/projects/demo-boi/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'books' }],
            where: {
              fieldFilter: {
                field: { fieldPath: 'rank' },
                op: 'EQUAL',
                value: { integerValue: '2' },
              },
            },
            orderBy: [{ field: { fieldPath: 'price' }, direction: 'ASCENDING' }],
          },
        }),
      },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { status: string; message: string } };
    expect(body.error.status).toBe('FAILED_PRECONDITION');
    expect(body.error.message).toBe(indexError([asc('rank'), asc('price')]));
  });
});

describe('per-project indexes and the report', () => {
  const put = (body: unknown) =>
    fetch(`${base()}/emulator/v1/projects/demo-boi:indexes`, {
      method: 'PUT',
      body: JSON.stringify(body),
    });

  it('PUT …:indexes declares a project its indexes, DELETE reverts to the file', async () => {
    const query = db.collection('books').where('rank', '==', 2).orderBy('price');
    await refusal(query.get());
    const own = { collectionGroup: 'books', fields: [asc('rank'), asc('price')] };
    expect((await put({ indexes: [own] })).status).toBe(200);
    expect(await ids(query)).toEqual(['c', 'a']);
    // The project's set replaces the file's.
    await refusal(
      db.collection('books').where('genre', '==', 'novel').orderBy('price', 'desc').get(),
    );
    await fetch(`${base()}/emulator/v1/projects/demo-boi:indexes`, { method: 'DELETE' });
    await refusal(query.get());
  });

  it('PUT …:indexes refuses an invalid index file, naming the entry', async () => {
    const response = await put({ indexes: [{ collectionGroup: 'books', fields: [asc('a')] }] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(
      /indexes\[0\] \(collectionGroup "books", fields a ASCENDING\)/,
    );
  });

  it('the report lists used, unused, merged and missing indexes; DELETE resets it', async () => {
    const now = await report();
    expect(now.requireIndexes).toBe(true);
    expect(now.used).toContainEqual(
      expect.objectContaining({ source: indexesFile, index: declared }),
    );
    expect(now.unused).toEqual([{ source: indexesFile, index: neverUsed }]);
    expect(now.merged.length).toBeGreaterThan(0);
    expect(now.missing).toContainEqual(
      expect.objectContaining({
        project: 'demo-boi',
        kind: 'index',
        index: {
          collectionGroup: 'books',
          queryScope: 'COLLECTION',
          fields: [asc('rank'), asc('price')],
        },
        query: 'collection books where rank == orderBy price',
        refused: true,
      }),
    );
    await fetch(`${base()}/emulator/v1/indexes:report`, { method: 'DELETE' });
    const reset = await report();
    expect([reset.used, reset.merged, reset.missing]).toEqual([[], [], []]);
    expect(reset.unused).toHaveLength(2);
  });
});

describe('without requireIndexes', () => {
  it('runs every query, records the missing index and writes the report on stop', async () => {
    const file = join(dir, 'lenient-report.json');
    const lenient = await startTestEmulator({ indexesFile, indexReportFile: file });
    try {
      await lenient.db.collection('books').doc('a').set({ rank: 2, price: 1 });
      const query = lenient.db.collection('books').where('rank', '==', 2).orderBy('price');
      expect((await query.get()).size).toBe(1);
    } finally {
      await lenient.close();
    }
    const written = JSON.parse(readFileSync(file, 'utf8')) as IndexReportJson;
    expect(written.requireIndexes).toBe(false);
    expect(written.missing).toEqual([
      expect.objectContaining({ kind: 'index', refused: false, queries: 1 }),
    ]);
  });

  it('an invalid --indexes file fails the start', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ indexes: [{ collectionGroup: 'x', fields: [] }] }));
    await expect(startTestEmulator({ indexesFile: bad })).rejects.toThrow(/indexes\[0\]/);
  });
});
