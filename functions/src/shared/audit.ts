import { AsyncLocalStorage } from 'node:async_hooks';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { AuditTarget } from '@boi/domain/admin/audit';
import { collections, type AuditDoc } from '../store/documents';
import type { Caller } from './auth';
import { db } from './firestore';

/**
 * The admin operation being run: set by runOperation, read by `audit`. `recordId`, when set, is
 * the id its record must take (an idempotent create's: shared/idempotent-create.ts).
 */
type Running = { caller: Caller; operation: string; recordId?: string };
const running = new AsyncLocalStorage<Running>();

export const withAuditContext = <T>(
  caller: Caller,
  operation: string,
  run: () => T,
  recordId?: string,
): T => running.run({ caller, operation, recordId }, run);

/** A transaction or a batch: the record is written with the change, or not at all. */
type Writer = { create(ref: DocumentReference<AuditDoc>, data: AuditDoc): unknown };

/** Fields that exist for the server (search keys, derived bands, listing numbers): not a change. */
const DERIVED = /^(search|priceBand$|seq$|updatedAt$|createdAt$)/;

/** What a record keeps of a document: its own fields, timestamps as ISO text, never sentinels. */
function snapshotOf(data: object | null | undefined): Record<string, unknown> | null {
  if (!data) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (DERIVED.test(key) || value instanceof FieldValue || value === undefined) continue;
    out[key] = value instanceof Timestamp ? value.toDate().toISOString() : value;
  }
  return out;
}

/** Who made a change outside an admin operation (the owner's `npm run admin:grant`). */
export type AuditActor = { uid: string; email: string; operation: string };

/**
 * Records who changed what, in the writer of the change itself: the admin (uid and e-mail), the
 * operation, the target, and the document before and after. Outside an admin operation (the seed,
 * a shopper's order) it records nothing.
 */
export function audit(
  writer: Writer,
  target: AuditTarget,
  change: { before?: object | null; after?: object | null },
): void {
  const context = running.getStore();
  if (!context?.caller.admin) return;
  const actor = {
    uid: context.caller.uid,
    email: context.caller.email ?? '',
    operation: context.operation,
  };
  // A fixed id makes a second create of the same record fail the whole write: the create
  // operations write one record each, so this is the duplicate's own change being refused.
  auditAs(writer, actor, target, change, context.recordId);
}

/** The same record with the actor named by the caller (a script, an upload outside a transaction). */
export function auditAs(
  writer: Writer,
  actor: AuditActor,
  target: AuditTarget,
  change: { before?: object | null; after?: object | null },
  recordId?: string,
): void {
  const log = collections(db()).auditLog;
  writer.create(recordId ? log.doc(recordId) : log.doc(), {
    at: FieldValue.serverTimestamp() as unknown as Timestamp,
    uid: actor.uid,
    email: actor.email,
    operation: actor.operation,
    target,
    before: snapshotOf(change.before),
    after: snapshotOf(change.after),
  });
}
