import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections, PAGES_VERSION_DOC_ID } from '../store/documents';
import { afterCommit } from './after-commit';
import { db } from './firestore';

const versionDoc = () => collections(db()).pagesVersion.doc(PAGES_VERSION_DOC_ID);

/**
 * Marks every server-rendered page stale (ssr/page-cache.ts). Best effort: a page kept past a
 * missed mark still expires with its s-maxage, as it would on the CDN.
 */
export async function markPagesChanged(): Promise<void> {
  try {
    await versionDoc().set({ version: randomUUID(), at: Timestamp.now() });
  } catch (error) {
    console.error('pages version: not marked', error);
  }
}

/**
 * Marks the pages once the running operation has committed: every admin change does
 * (shared/operation.ts), and so does any change of a book's stock (stock/stock-watch.ts).
 */
export function markPagesAfterCommit(): void {
  afterCommit('pages version', () => ({ settle: markPagesChanged }));
}

/** The current pages version; '' before anything has marked one. */
export async function readPagesVersion(): Promise<string> {
  const snapshot = await versionDoc().get();
  return snapshot.data()?.version ?? '';
}
