import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { storedDocOf, type StoredDoc } from '@boi/domain/catalog/reads';

const isTimestamp = (value: object): value is Timestamp => value instanceof Timestamp;

/**
 * The Admin SDK's one snapshot converter: id and data, timestamps as ISO strings. The catalog
 * reads (catalog/admin-source.ts) and the API's entities (store/to-api.ts) both start here.
 */
export const storedDoc = (snapshot: DocumentSnapshot): StoredDoc =>
  storedDocOf(snapshot.id, snapshot.data(), isTimestamp);
