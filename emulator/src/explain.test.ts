// Query explain (https://firebase.google.com/docs/firestore/query-explain): the plan (index used)
// and, with analyze, the execution stats, through the Admin SDK (gRPC) and the REST API.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateField, type Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compositeIndex, restCall, restEquals, startTestEmulator } from './test-client';

const dir = mkdtempSync(join(tmpdir(), 'boi-explain-'));
const indexesFile = join(dir, 'firestore.indexes.json');
writeFileSync(
  indexesFile,
  JSON.stringify({
    indexes: [compositeIndex('books', ['category', 'ASCENDING'], ['price', 'DESCENDING'])],
  }),
);

let env: Awaited<ReturnType<typeof startTestEmulator>>;
let db: Firestore;

beforeAll(async () => {
  env = await startTestEmulator({ indexesFile, requireIndexes: true });
  db = env.db;
  const batch = db.batch();
  for (let i = 0; i < 6; i++) {
    batch.set(db.doc(`books/b${i}`), { category: i % 2 ? 'novel' : 'poetry', price: 100 + i });
  }
  await batch.commit();
});
afterAll(() => env?.close());

describe('query explain (explainOptions)', () => {
  it('without analyze answers the plan only: the index used, no documents, no stats', async () => {
    const query = db.collection('books').where('category', '==', 'novel').orderBy('price', 'desc');
    const { metrics, snapshot } = await query.explain({ analyze: false });
    expect(metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(category ASC, price DESC, __name__ DESC)' },
    ]);
    expect(metrics.executionStats).toBeNull();
    expect(snapshot).toBeNull();
  });

  it('with analyze answers the results and what was read and billed', async () => {
    const query = db.collection('books').where('category', '==', 'novel').orderBy('price', 'desc');
    const { metrics, snapshot } = await query.limit(2).explain({ analyze: true });
    expect(snapshot?.docs.map((d) => d.id)).toEqual(['b5', 'b3']);
    const stats = metrics.executionStats;
    expect(stats?.resultsReturned).toBe(2);
    expect(stats?.readOperations).toBe(2);
    expect(stats?.debugStats).toMatchObject({
      documents_scanned: '2',
      index_entries_scanned: '2',
      billing_details: {
        documents_billable: '2',
        index_entries_billable: '0',
        min_query_cost: '0',
      },
    });
    expect(typeof stats?.executionDuration.nanoseconds).toBe('number');
  });

  it('names a single-field index, and the __name__ index for a bare collection', async () => {
    const single = await db.collection('books').where('price', '>', 102).explain();
    expect(single.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(price ASC, __name__ ASC)' },
    ]);
    const bare = await db.collection('books').explain({ analyze: true });
    expect(bare.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(__name__ ASC)' },
    ]);
    expect(bare.metrics.executionStats?.readOperations).toBe(6);
  });

  it('bills an empty result one read', async () => {
    const { metrics } = await db
      .collection('books')
      .where('category', '==', 'none')
      .explain({ analyze: true });
    expect(metrics.executionStats?.resultsReturned).toBe(0);
    expect(metrics.executionStats?.readOperations).toBe(1);
  });

  it('explains aggregations: index entries scanned, one read per 1,000', async () => {
    const aggregate = db
      .collection('books')
      .where('category', '==', 'novel')
      .aggregate({ n: AggregateField.count() });
    const planned = await aggregate.explain({ analyze: false });
    expect(planned.snapshot).toBeNull();
    expect(planned.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(category ASC, __name__ ASC)' },
    ]);
    const analyzed = await aggregate.explain({ analyze: true });
    expect(analyzed.snapshot?.data().n).toBe(3);
    expect(analyzed.metrics.executionStats?.readOperations).toBe(1);
    expect(analyzed.metrics.executionStats?.debugStats).toMatchObject({
      index_entries_scanned: '3',
    });
  });

  it('answers explainOptions over REST too', async () => {
    const { json } = await restCall(env.emulator.port, ':runQuery', {
      structuredQuery: {
        from: [{ collectionId: 'books' }],
        where: restEquals('category', { stringValue: 'poetry' }),
      },
      explainOptions: { analyze: true },
    });
    const rows = json as Record<string, unknown>[];
    expect(rows.filter((r) => r.document)).toHaveLength(3);
    expect(rows.at(-1)?.explainMetrics).toMatchObject({
      planSummary: {
        indexesUsed: [{ query_scope: 'Collection', properties: '(category ASC, __name__ ASC)' }],
      },
      executionStats: { resultsReturned: '3', readOperations: '3' },
    });
  });
});
