import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../shared/constants';
import { DOCUMENT_ID_PATTERN } from '../shared/document-id';

/** What an admin change was made to: `kind` is the collection's thing, `label` a readable name. */
export type AuditTarget = { kind: string; id: string; label?: string };

/** An entry of the audit trail (GET /api/v1/audit, the dashboard's Activity page). */
export type AuditEntry = {
  _id: string;
  at: string;
  uid: string;
  email: string;
  operation: string;
  target: AuditTarget;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
export type AuditPage = { entries: AuditEntry[]; total: number };

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  operation: z
    .string()
    .regex(/^[A-Za-z]{1,40}$/, 'Unknown operation')
    .optional(),
  uid: z.string().regex(DOCUMENT_ID_PATTERN, 'Invalid admin id').optional(),
});

/** The fields whose values differ between before and after (all of them for a create or delete). */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys].filter(
    (key) => JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]),
  );
}
