import type { Query } from 'firebase-admin/firestore';
import type { CatalogSource } from '@boi/domain/catalog/reads';
import { db } from '../shared/firestore';
import { readDoc, readQuery } from '../shared/read-meter';
import { storedDoc } from '../store/stored-doc';

/** The catalog reads of domain/src/catalog/reads.ts on the Admin SDK, metered. */
export const adminCatalogSource: CatalogSource = {
  async get(collection, id) {
    const snapshot = await readDoc(db().collection(collection).doc(id));
    return snapshot.exists ? storedDoc(snapshot) : null;
  },
  async query({ collection, where, orderBy, limit }) {
    let query: Query = db().collection(collection);
    for (const [field, op, value] of where) query = query.where(field, op, value);
    const snapshot = await readQuery(query.orderBy(...orderBy).limit(limit));
    return snapshot.docs.map(storedDoc);
  },
};
