import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { CatalogSource, StoredDoc } from '@boi/domain/catalog-reads';

/** Timestamps (at any depth) as ISO strings, as the server's source gives them too. */
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

/**
 * The catalog reads of domain/src/catalog-reads.ts on Firestore Lite (the JS SDK over REST: no
 * listeners, no cache, a small bundle). The browser's (lib/firestore-source.ts) and the bench's.
 */
export function liteCatalogSource(db: Firestore): CatalogSource {
  return {
    async get(name, id) {
      const snapshot = await getDoc(doc(db, name, id));
      return snapshot.exists() ? stored(snapshot) : null;
    },
    async query({ collection: name, where: filters, orderBy: order, limit: size }) {
      const constraints: QueryConstraint[] = [
        ...filters.map(([field, op, value]) => where(field, op, value)),
        orderBy(...order),
        limit(size),
      ];
      const snapshot = await getDocs(query(collection(db, name), ...constraints));
      return snapshot.docs.map(stored);
    },
  };
}
