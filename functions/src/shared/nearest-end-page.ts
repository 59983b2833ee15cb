import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { readPage } from './read-meter';

/**
 * One page of a list of `total` documents, read from whichever end is nearer. Firestore bills
 * every document an offset skips, so the last page of 20,000 books then costs as little as the
 * first. `newestFirst` and `oldestFirst` are the same query in both directions; `skip` documents
 * at the newest end are never shown.
 */
export async function nearestEndPage<T>(
  newestFirst: Query<T>,
  oldestFirst: Query<T>,
  { start, size, total, skip = 0 }: { start: number; size: number; total: number; skip?: number },
): Promise<QueryDocumentSnapshot<T>[]> {
  if (start >= total) return [];
  const count = Math.min(size, total - start);
  const after = total - start - count;
  if (after < start) return (await readPage(oldestFirst, after, count)).docs.reverse();
  return (await readPage(newestFirst, skip + start, count)).docs;
}
