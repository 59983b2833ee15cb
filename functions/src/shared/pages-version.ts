import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections, PAGES_VERSION_DOC_ID } from '../store/documents';
import { afterCommit } from './after-commit';
import { db } from './firestore';

const versionDoc = () => collections(db()).pagesVersion.doc(PAGES_VERSION_DOC_ID);

/**
 * Firestore sustains about one write a second to one document, and at a sale's peak many orders
 * change pages. A mark made a second or more after the last one writes a new version at once. A
 * mark within a second of the last (or just after a busy second) opens a window instead: it writes
 * `until = now + WINDOW_MS`, and every change made before `until` is covered by it and writes
 * nothing. While a window is open the version is not final, so pages rendered then are not kept
 * (readPagesVersion answers null). SKEW_MS allows for instances' clocks.
 */
export const PAGES_VERSION_WINDOW_MS = 1000;
const SKEW_MS = 200;

type Mark = { at?: { toMillis(): number }; until?: number } | undefined;

/** The window a mark at `now` opens after `last`: none (0) when the shop has been quiet. */
function windowAfter(last: Mark, now: number): number {
  const wroteAt = last?.at?.toMillis() ?? 0;
  const busy =
    now - wroteAt < PAGES_VERSION_WINDOW_MS ||
    (last?.until !== undefined &&
      last.until > wroteAt &&
      now - last.until < PAGES_VERSION_WINDOW_MS);
  return busy ? PAGES_VERSION_WINDOW_MS : 0;
}

/**
 * Marks every server-rendered page stale (ssr/page-cache.ts), about once a second at most. Best
 * effort: a page kept past a missed mark still expires with its s-maxage, as on the CDN.
 */
export async function markPagesChanged(now: () => number = Date.now): Promise<void> {
  const changedAt = now();
  const covered = (mark: Mark) => (mark?.until ?? 0) >= changedAt;
  try {
    // A read first: during a rush nearly every mark finds itself covered and writes nothing.
    if (covered((await versionDoc().get()).data())) return;
    await db().runTransaction(async (tx) => {
      const last = (await tx.get(versionDoc())).data();
      if (covered(last)) return;
      const at = now();
      tx.set(versionDoc(), {
        version: randomUUID(),
        at: Timestamp.fromMillis(at),
        until: at + windowAfter(last, at),
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
