import type { CatalogSource } from '@boi/domain/catalog-reads';
import { ApiError } from './api-client';

/**
 * Where the storefront's catalog reads (domain/src/catalog-reads.ts) run: in the `ssr` function,
 * on the Admin SDK it hands the renderer; in the browser, on the Firebase JS SDK, straight from
 * Firestore. The SDK is a separate chunk: hydration needs none of it (the server's data comes
 * with the page), so it loads when the browser is idle after the first paint, or with the first
 * read that needs it.
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

/** Loads the SDK once the page is idle, so that the first navigation does not wait for it. */
export function warmCatalogSource(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  const start = () => idle(() => void catalogSource());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Runs one catalog read; `what` names the thing a null answer did not find (a 404). */
export async function readCatalog<T>(
  read: (source: CatalogSource) => Promise<T | null>,
  what = 'Page',
): Promise<T> {
  const result = await read(await catalogSource());
  if (result === null) throw new ApiError(404, `${what} was not found`);
  return result;
}
