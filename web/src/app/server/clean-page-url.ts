import { matchRoutes } from 'react-router';
import { parsePageParam } from '../../hooks/page-param';
import { cleanQuery } from '../../lib/search-keys';
import { routes } from '../router';
import { routeHandleOf, type PageQueryParam } from '../route-handle';

/** Each parameter's one spelling, or null to drop it: `page=1`, `page=x` and a blank `q` say nothing. */
const CANONICAL: Record<PageQueryParam, (raw: string) => string | null> = {
  q: (raw) => cleanQuery(raw) || null,
  page: (raw) => {
    const index = parsePageParam(raw);
    return index > 0 ? String(index + 1) : null;
  },
};

/** The order the parameters are written in, whatever order a URL had them in. */
const ORDER: readonly PageQueryParam[] = ['q', 'page'];

/**
 * A storefront page's one URL: its path with only the query parameters its route reads (its
 * handle's `query`), each once and in one spelling; `/?x=1` is `/`, `/search?page=1&q=%20a` is
 * `/search?q=a`. Null for a page the browser renders (client-only), which may carry any: a
 * reset link's code, for one. The `ssr` function redirects to it (functions/src/ssr/ssr.ts).
 */
export function cleanPageUrl(url: string): string | null {
  const parsed = new URL(url, 'http://page.invalid');
  const handles = (matchRoutes(routes, parsed.pathname) ?? []).map(({ route }) =>
    routeHandleOf(route),
  );
  if (handles.some((handle) => handle.clientOnly)) return null;
  const reads = new Set(handles.flatMap((handle) => handle.query ?? []));
  const clean = new URLSearchParams();
  for (const name of ORDER) {
    const raw = reads.has(name) ? parsed.searchParams.get(name) : null;
    const value = raw === null ? null : CANONICAL[name](raw);
    if (value !== null) clean.set(name, value);
  }
  const search = clean.toString();
  // `/.//evil.example` parses to the path `//evil.example`: as a Location, another site.
  const path = parsed.pathname.replace(/^\/{2,}/, '/');
  return search ? `${path}?${search}` : path;
}
