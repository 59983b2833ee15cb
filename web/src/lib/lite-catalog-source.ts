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
import { storedDocOf, type CatalogSource, type StoredDoc } from '@boi/domain/catalog/reads';

const isTimestamp = (value: object): value is Timestamp => value instanceof Timestamp;

/** Firestore Lite's one snapshot converter: id and data, timestamps as ISO strings. */
const stored = (snapshot: DocumentSnapshot): StoredDoc =>
  storedDocOf(snapshot.id, snapshot.data(), isTimestamp);

/**
 * The catalog reads of domain/src/catalog/reads.ts on Firestore Lite (the JS SDK over REST: no
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
