import type { CatalogSource } from '@boi/domain/catalog/reads';

/** The catalog reads themselves, loaded with the source: no page needs them to hydrate. */
export type CatalogReads = typeof import('@boi/domain/catalog/reads');
import { ApiError } from './api-client';

/**
 * Where the storefront's catalog reads (domain/src/catalog/reads.ts) run: in the `ssr` function,
 * on the Admin SDK it hands the renderer; in the browser, on the Firebase JS SDK, straight from
 * Firestore. The SDK is a separate chunk: hydration needs none of it (the server's data comes
 * with the page), so it loads with the shopper's first gesture towards a link or a form (a mouse
 * over or down, a tap, a key: the moment before a click that navigates), or with the first read
 * that needs it. A page that is only looked at, or scrolled, never loads it. The reads (domain/src/catalog/reads.ts) load the same way,
 * so that the code of a route's first paint holds no query code.
 */
let serverSource: CatalogSource | null = null;
let browserSource: Promise<CatalogSource> | null = null;

/** The server renderer (and component tests) hand in their source. */
export function setCatalogSource(source: CatalogSource): void {
  serverSource = source;
}

export function catalogSource(): Promise<CatalogSource> {
  if (serverSource) return Promise.resolve(serverSource);
  browserSource ??= import('./firestore-source').then((module) => module.firestoreSource);
  return browserSource;
}

const GESTURES = ['pointerover', 'pointerdown', 'pointerup', 'keydown'] as const;

/**
 * Whether a gesture may lead to a client-side navigation: on or from (a key's focused element) a
 * link or a form. An Add to Cart or a heart needs no catalog read, so it loads nothing. A finger
 * on a link is most often a swipe that starts there (a phone's page is mostly book cards): only
 * its lifting without a pan, a tap, counts (a pan ends in pointercancel, not pointerup).
 */
function mayNavigate(event: Event): boolean {
  if (
    event instanceof PointerEvent &&
    event.pointerType === 'touch' &&
    event.type !== 'pointerup'
  ) {
    return false;
  }
  const from = event.type === 'keydown' ? document.activeElement : event.target;
  return from instanceof Element && from.closest('a[href], form') !== null;
}

/** Loads the SDK at the first gesture towards a navigation, so that it does not wait for it. */
export function warmCatalogSource(): void {
  const warm = (event: Event) => {
    if (!mayNavigate(event)) return;
    for (const gesture of GESTURES) window.removeEventListener(gesture, warm);
    void catalogSource();
    void catalogReads();
  };
  for (const gesture of GESTURES) window.addEventListener(gesture, warm, { passive: true });
}

let reads: Promise<CatalogReads> | null = null;
const catalogReads = () => (reads ??= import('@boi/domain/catalog/reads'));

/** Runs one catalog read; `what` names the thing a null answer did not find (a 404). */
export async function readCatalog<T>(
  read: (source: CatalogSource, reads: CatalogReads) => Promise<T | null>,
  what = 'Page',
): Promise<T> {
  const [source, loaded] = await Promise.all([catalogSource(), catalogReads()]);
  const result = await read(source, loaded);
  if (result === null) throw new ApiError(404, `${what} was not found`);
  return result;
}
