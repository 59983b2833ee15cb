import { Firestore, Timestamp } from '@google-cloud/firestore';
import {
  readCollectionDetail,
  readListingPage,
  storedDocOf,
  type CatalogSource,
} from '../domain/src/catalog/reads';
import { ALL_BOOKS } from '../domain/src/catalog/listings';

const isTimestamp = (value: object): value is Timestamp => value instanceof Timestamp;

type Explained = { label: string; meter: number; billed: number; scanned: string; index: string };

/**
 * The catalog's first pages read with the Admin SDK's query explain (`analyze: true`): each query's
 * reads as Firestore itself answers them (`executionStats.readOperations`, the index used), printed
 * beside the bench's own meter (one read per document returned, at least one per query).
 */
export async function printQueryExplain(firestorePort: number, categoryId: string): Promise<void> {
  const db = new Firestore({
    projectId: 'demo-boi',
    host: '127.0.0.1',
    port: firestorePort,
    ssl: false,
  });
  const rows: Explained[] = [];
  let label = '';
  const source: CatalogSource = {
    async get(name, id) {
      const snapshot = await db.collection(name).doc(id).get();
      rows.push({ label, meter: 1, billed: 1, scanned: '1', index: '(get)' });
      const data = snapshot.data();
      return data ? storedDocOf(snapshot.id, data, isTimestamp) : null;
    },
    async query({ collection, where, orderBy, limit }) {
      let query = db.collection(collection).orderBy(...orderBy);
      for (const [field, op, value] of where) query = query.where(field, op, value);
      const { metrics, snapshot } = await query.limit(limit).explain({ analyze: true });
      const docs = snapshot?.docs ?? [];
      const stats = metrics.executionStats;
      rows.push({
        label,
        meter: Math.max(1, docs.length),
        billed: stats?.readOperations ?? Number.NaN,
        scanned: String(stats?.debugStats.documents_scanned ?? '?'),
        index: metrics.planSummary.indexesUsed.map((i) => String(i.properties)).join(' + '),
      });
      return docs.map((doc) => storedDocOf(doc.id, doc.data(), isTimestamp));
    },
  };
  try {
    label = 'all books page 0';
    await readListingPage(source, ALL_BOOKS, 0);
    label = 'category page 0';
    await readCollectionDetail(source, 'category', categoryId, 0);
  } finally {
    await db.terminate();
  }
  console.log(`\nquery explain (Firestore's own answer) beside the bench's read meter`);
  console.log(
    `${'page: query'.padEnd(34)}${'meter'.padStart(7)}${'explain'.padStart(9)}${'scanned'.padStart(9)}  index used`,
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(34)}${String(r.meter).padStart(7)}${String(r.billed).padStart(9)}${r.scanned.padStart(9)}  ${r.index}`,
    );
  }
}
