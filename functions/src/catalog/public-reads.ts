import { SEARCH_CACHE, searchCatalog } from '../search/search-catalog';
import { CATEGORY, getCollectionDetail, listCollection, PUBLICATION, WRITER } from './collections';
import { getBookFair } from './get-book-fair';
import { getHome } from './get-home';
import { getProduct } from './get-product';
import { listBanners } from './list-banners';
import { getProducts } from './list-products';
import { listApprovedReviews } from './list-reviews';

type Params = Record<string, string>;

/** A public /api/v1 GET: the same handler serves the facade and the server renderer. */
export type PublicRead = {
  /** Express-style path under /api/v1, `:name` segments are parameters. */
  path: string;
  read: (params: Params, query: unknown) => Promise<unknown>;
  cacheControl?: string;
};

export const PUBLIC_READS: PublicRead[] = [
  { path: '/home', read: () => getHome() },
  { path: '/banner', read: () => listBanners() },
  { path: '/product', read: (_, query) => getProducts(query) },
  { path: '/product/:id', read: ({ id }) => getProduct(id ?? '') },
  { path: '/category', read: (_, query) => listCollection(CATEGORY, query) },
  {
    path: '/category/:id',
    read: ({ id }, query) => getCollectionDetail(CATEGORY, id ?? '', query),
  },
  { path: '/writer', read: (_, query) => listCollection(WRITER, query) },
  { path: '/writer/:id', read: ({ id }, query) => getCollectionDetail(WRITER, id ?? '', query) },
  { path: '/publication', read: (_, query) => listCollection(PUBLICATION, query) },
  {
    path: '/publication/:id',
    read: ({ id }, query) => getCollectionDetail(PUBLICATION, id ?? '', query),
  },
  { path: '/search', read: (_, query) => searchCatalog(query), cacheControl: SEARCH_CACHE },
  { path: '/book-fair', read: () => getBookFair() },
];

/** A book's approved reviews: public only with `product` (without it, Review manage's admin read). */
export const readApprovedReviews = (query: unknown) => listApprovedReviews(query);

function matchPath(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) return null;
  }
  return params;
}

/** The public read a path under /api/v1 names, e.g. `/product/book-00001`, or null. */
export function findPublicRead(pathname: string): { read: PublicRead; params: Params } | null {
  for (const read of PUBLIC_READS) {
    const params = matchPath(read.path, pathname);
    if (params) return { read, params };
  }
  return null;
}
