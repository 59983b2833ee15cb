// Query explain and point-in-time reads as the Admin SDK sees them, on a Boi query (a category
// page: `category.category_id ==`, `seq.category <=`, newest first), checked against whichever
// emulator FIRESTORE_EMULATOR_HOST points to. Its own project declares Boi's firestore.indexes.json
// (Boi's emulator plans with it; the official one ignores the declaration).
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore, type Query, type Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROJECT_ID = 'demo-boi-contract-explain';
let app: App;
let db: Firestore;
let seededAt: Timestamp;

const categoryPage = () =>
  db
    .collection('books')
    .where('category.category_id', '==', 'c1')
    .where('seq.category', '<=', 4)
    .orderBy('seq.category', 'desc')
    .limit(3);

beforeAll(async () => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('Set FIRESTORE_EMULATOR_HOST to the emulator under test.');
  }
  const indexes = readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8');
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}:indexes`,
    { method: 'PUT', body: indexes },
  ).catch(() => undefined);
  app = initializeApp({ projectId: PROJECT_ID }, 'contract-explain');
  db = getFirestore(app);
  const batch = db.batch();
  for (let i = 1; i <= 6; i++) {
    batch.set(db.doc(`books/b${i}`), {
      category: { category_id: i <= 5 ? 'c1' : 'c2' },
      seq: { category: i },
    });
  }
  seededAt = (await batch.commit())[0]!.writeTime;
});

afterAll(async () => {
  if (db) await db.recursiveDelete(db.collection('books'));
  if (app) await deleteApp(app);
});

const ids = async (query: Query) => (await query.get()).docs.map((doc) => doc.id);

describe('query explain on a Boi query', () => {
  it('names the composite index the category page uses, without reading anything', async () => {
    const { metrics, snapshot } = await categoryPage().explain({ analyze: false });
    expect(snapshot).toBeNull();
    expect(metrics.executionStats).toBeNull();
    expect(metrics.planSummary.indexesUsed).toEqual([
      {
        query_scope: 'Collection',
        properties: '(category.category_id ASC, seq.category DESC, __name__ DESC)',
      },
    ]);
  });

  it('with analyze, returns the page and the documents read as billed', async () => {
    const { metrics, snapshot } = await categoryPage().explain({ analyze: true });
    expect(snapshot?.docs.map((d) => d.id)).toEqual(['b4', 'b3', 'b2']);
    expect(metrics.executionStats?.resultsReturned).toBe(3);
    expect(metrics.executionStats?.readOperations).toBe(3);
    expect(metrics.executionStats?.debugStats).toMatchObject({ documents_scanned: '3' });
  });
});

describe('point-in-time reads', () => {
  it('a read-only transaction at a read time sees the page as it was', async () => {
    await db.doc('books/b4').delete();
    expect(await ids(categoryPage())).toEqual(['b3', 'b2', 'b1']);
    const then = await db.runTransaction(
      async (tx) => (await tx.get(categoryPage())).docs.map((d) => d.id),
      { readOnly: true, readTime: seededAt },
    );
    expect(then).toEqual(['b4', 'b3', 'b2']);
  });
});
