import { AsyncLocalStorage } from 'node:async_hooks';
import type { DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';

/**
 * Counts Firestore document reads per request, as Firestore bills them: one per document returned
 * (at least one per query), one per document get, one per 1,000 index entries counted by count().
 * The API reports the figure in the `x-firestore-reads` header; the benchmark reads it.
 */
const meter = new AsyncLocalStorage<{ reads: number }>();

export function withReadMeter<T>(run: () => T): { result: T; reads: () => number } {
  const tally = { reads: 0 };
  const result = meter.run(tally, run);
  return { result, reads: () => tally.reads };
}

function add(reads: number): void {
  const tally = meter.getStore();
  if (tally) tally.reads += reads;
}

export async function readQuery<T>(query: Query<T>) {
  const snapshot = await query.get();
  add(Math.max(1, snapshot.size));
  return snapshot;
}

/**
 * One page of a query: `offset` documents skipped, then up to `limit`. Firestore bills every
 * skipped document as a read, and so does the meter.
 */
export async function readPage<T>(query: Query<T>, offset: number, limit: number) {
  const snapshot = await query.offset(offset).limit(limit).get();
  add(Math.max(1, snapshot.size) + offset);
  return snapshot;
}

export async function readDoc<T>(ref: DocumentReference<T>) {
  const snapshot = await ref.get();
  add(1);
  return snapshot;
}

/** Many documents in one round trip; each is a read, found or not. */
export async function readDocs<T>(refs: readonly DocumentReference<T>[]) {
  if (refs.length === 0) return [];
  const snapshots = await refs[0]!.firestore.getAll(...(refs as readonly DocumentReference[]));
  add(refs.length);
  return snapshots as DocumentSnapshot<T>[];
}

export async function readCount(query: Query): Promise<number> {
  const count = (await query.count().get()).data().count;
  add(Math.max(1, Math.ceil(count / 1000)));
  return count;
}
