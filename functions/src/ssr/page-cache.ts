import { LRUCache } from 'lru-cache';
import type { RenderedPage } from '@boi/domain/api/ssr';

/** How long a page is kept: its s-maxage (ssr.ts's PAGE_CACHE), as the CDN keeps it. */
export const PAGE_CACHE_SECONDS = 300;

/**
 * Server-rendered storefront pages a warm `ssr` instance keeps, keyed by the pages version
 * (shared/pages-version.ts), the origin and the URL: an admin change or an order starts a new version,
 * so a kept page is never older than the catalog it was rendered from. Bounded by size, so
 * that a script asking for many URLs only pushes older pages out.
 */
const pages = new LRUCache<string, RenderedPage>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (page) => page.html.length * 2 + 64,
  ttl: PAGE_CACHE_SECONDS * 1000,
});

const keyOf = (version: string, origin: string, url: string) => `${version}\n${origin}\n${url}`;

export type CachedRender = RenderedPage & { fromCache: boolean };

/**
 * The page from the cache, or rendered now. Only cacheable pages that rendered (200) are kept:
 * a 404 costs a render each time rather than room here.
 */
export async function cachedPage(
  version: string,
  origin: string,
  url: string,
  render: () => Promise<RenderedPage>,
): Promise<CachedRender> {
  const key = keyOf(version, origin, url);
  const kept = pages.get(key);
  if (kept) return { ...kept, fromCache: true };
  const page = await render();
  if (page.cacheable && page.status === 200) pages.set(key, page);
  return { ...page, fromCache: false };
}
