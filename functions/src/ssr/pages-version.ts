import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections, PAGES_VERSION_DOC_ID } from '../store/documents';
import { db } from '../shared/firestore';

const versionDoc = () => collections(db()).pagesVersion.doc(PAGES_VERSION_DOC_ID);

/**
 * Marks every server-rendered page stale (page-cache.ts): called after each admin change and
 * each order (it takes stock). Best effort: a page kept past a missed mark still expires with its
 * s-maxage, as it would on the CDN.
 */
export async function markPagesChanged(): Promise<void> {
  try {
    await versionDoc().set({ version: randomUUID(), at: Timestamp.now() });
  } catch (error) {
    console.error('pages version: not marked', error);
  }
}

/** The current pages version; '' before anything has marked one. */
export async function readPagesVersion(): Promise<string> {
  const snapshot = await versionDoc().get();
  return snapshot.data()?.version ?? '';
}
