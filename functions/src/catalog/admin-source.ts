import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { CatalogSource, StoredDoc } from '@boi/domain/catalog-reads';
import { db } from '../shared/firestore';
import { readDoc, readQuery } from '../shared/read-meter';

/** Timestamps (at any depth) as ISO strings, as the browser's source gives them too. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

const stored = (snapshot: DocumentSnapshot): StoredDoc => ({
  id: snapshot.id,
  data: plain(snapshot.data() ?? {}) as Record<string, unknown>,
});

/** The catalog reads of domain/src/catalog-reads.ts on the Admin SDK, metered. */
export const adminCatalogSource: CatalogSource = {
  async get(collection, id) {
    const snapshot = await readDoc(db().collection(collection).doc(id));
    return snapshot.exists ? stored(snapshot) : null;
  },
  async query({ collection, where, orderBy, limit }) {
    let query: Query = db().collection(collection);
    for (const [field, op, value] of where) query = query.where(field, op, value);
    const snapshot = await readQuery(query.orderBy(...orderBy).limit(limit));
    return snapshot.docs.map(stored);
  },
};
