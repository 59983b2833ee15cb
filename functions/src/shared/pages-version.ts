import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections, PAGES_VERSION_DOC_ID } from '../store/documents';
import { afterCommit } from './after-commit';
import { db } from './firestore';

const versionDoc = () => collections(db()).pagesVersion.doc(PAGES_VERSION_DOC_ID);

/**
 * Firestore sustains about one write a second to one document, and at a sale's peak every order
 * changes pages. So a mark covers every change of the second that follows it: it writes
 * `until = now + WINDOW_MS`, and a change made before `until` writes nothing. While that window is
 * open the version is not final, so pages rendered then are not kept (readPagesVersion answers
 * null); SKEW_MS allows for instances' clocks.
 */
export const PAGES_VERSION_WINDOW_MS = 1000;
const SKEW_MS = 200;

/**
 * Marks every server-rendered page stale (ssr/page-cache.ts), at most once a second. Best effort:
 * a page kept past a missed mark still expires with its s-maxage, as it would on the CDN.
 */
export async function markPagesChanged(now: () => number = Date.now): Promise<void> {
  const changedAt = now();
  const covered = (until: number | undefined) => (until ?? 0) >= changedAt;
  try {
    // A read first: during a rush nearly every mark finds itself covered and writes nothing.
    if (covered((await versionDoc().get()).data()?.until)) return;
    await db().runTransaction(async (tx) => {
      if (covered((await tx.get(versionDoc())).data()?.until)) return;
      tx.set(versionDoc(), {
        version: randomUUID(),
        at: Timestamp.now(),
        until: now() + PAGES_VERSION_WINDOW_MS,
      });
    });
  } catch (error) {
    console.error('pages version: not marked', error);
  }
}

/**
 * Marks the pages once the running operation has committed: every admin change does
 * (shared/operation.ts), and so does any change of a book's stock (stock/stock-watch.ts).
 */
export function markPagesAfterCommit(): void {
  afterCommit('pages version', () => ({ settle: () => markPagesChanged() }));
}

/**
 * The current pages version; '' before anything has marked one; null while a mark's window is
 * open (a change may still join it, so a page rendered now must not be kept under it).
 */
export async function readPagesVersion(now: number = Date.now()): Promise<string | null> {
  const version = (await versionDoc().get()).data();
  if (!version) return '';
  if (version.until !== undefined && now < version.until + SKEW_MS) return null;
  return version.version;
}
