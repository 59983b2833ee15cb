import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { CatalogSource, StoredDoc } from '@boi/domain/catalog-reads';
import { firestoreEmulatorHost } from './auth-emulator';
import { firebaseApp } from './firebase-app';

/**
 * The catalog reads of domain/src/catalog-reads.ts on the Firebase JS SDK, straight from
 * Firestore under firestore.rules. Firestore Lite (REST, no listeners, no cache) keeps it small;
 * this module loads after the first paint (lib/catalog-source.ts).
 */
const db = getFirestore(firebaseApp);
const emulator = firestoreEmulatorHost(
  import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
  window.location,
);
if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);

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

export const firestoreSource: CatalogSource = {
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
