import { createHash } from 'node:crypto';
import type { AdminWriteResult } from '@boi/domain/admin/write-result';
import { replayedCreateMessage } from '@boi/domain/shared/idempotency';
import { collections } from '../store/documents';
import { db } from './firestore';

/**
 * An admin create sent with an `idempotencyKey` writes its audit record under an id derived from
 * the admin, the operation and the key, in the create's own transaction or batch. A retry of a
 * create that went through finds that record and answers the same id; two copies racing each
 * other cannot both commit, because only one can create the record.
 */
export function createRecordId(uid: string, operation: string, key: string): string {
  const digest = createHash('sha256').update(`${uid}\n${operation}\n${key}`).digest('base64url');
  return `create-${digest.slice(0, 32)}`;
}

/** The first request's answer, if a create with this record id went through. */
export async function replayedCreate(recordId: string): Promise<AdminWriteResult | null> {
  const record = (await collections(db()).auditLog.doc(recordId).get()).data();
  if (!record) return null;
  const { id, label } = record.target;
  return { message: replayedCreateMessage(label ?? id), id };
}

export function idempotencyKeyOf(input: unknown): string | null {
  const key = (input as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  return typeof key === 'string' ? key : null;
}
