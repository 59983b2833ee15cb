import type { Query } from 'firebase-admin/firestore';
import { auditQuerySchema, type AuditEntry, type AuditPage } from '@boi/domain/admin/audit';
import { db } from '../shared/firestore';
import { parseInput } from '../shared/parse';
import { readCount, readPage } from '../shared/read-meter';
import { collections, type AuditDoc } from '../store/documents';

const toEntry = (id: string, data: AuditDoc): AuditEntry => ({
  _id: id,
  ...data,
  at: data.at?.toDate().toISOString() ?? '',
});

/** GET /api/v1/audit?page&size[&operation][&uid]: the admin changes, newest first. */
export async function listAudit(rawQuery: unknown): Promise<AuditPage> {
  const { page, size, operation, uid } = parseInput(auditQuerySchema, rawQuery);
  let query: Query<AuditDoc> = collections(db()).auditLog;
  if (operation) query = query.where('operation', '==', operation);
  if (uid) query = query.where('uid', '==', uid);
  const [snapshot, total] = await Promise.all([
    readPage(query.orderBy('at', 'desc'), page * size, size),
    readCount(query),
  ]);
  return { entries: snapshot.docs.map((doc) => toEntry(doc.id, doc.data())), total };
}
