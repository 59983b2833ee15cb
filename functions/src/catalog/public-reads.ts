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
  /**
   * The query parameters it takes; any other is refused (400) rather than ignored, so that
   * `?x=1`, `?x=2`… cannot each make the CDN store and the function answer a page again.
   */
  query: readonly string[];
};

const PRODUCT_QUERY = [
  ...['category', 'writer', 'publication', 'salesInfo', 'bookFair'],
  ...['limit', 'skip', 'page', 'size', 'q', 'priceBand', 'stockAtMost'],
] as const;
const PAGED = ['page', 'size'] as const;

export const PUBLIC_READS: PublicRead[] = [
  { path: '/home', read: () => getHome(), query: [] },
  { path: '/banner', read: () => listBanners(), query: [] },
  { path: '/product', read: (_, query) => getProducts(query), query: PRODUCT_QUERY },
  { path: '/product/:id', read: ({ id }) => getProduct(id ?? ''), query: [] },
  {
    path: '/category',
    read: (_, query) => listCollection(CATEGORY, query),
    query: [...PAGED, 'limit', 'section'],
  },
  {
    path: '/category/:id',
    read: ({ id }, query) => getCollectionDetail(CATEGORY, id ?? '', query),
    query: PAGED,
  },
  { path: '/writer', read: (_, query) => listCollection(WRITER, query), query: PAGED },
  {
    path: '/writer/:id',
    read: ({ id }, query) => getCollectionDetail(WRITER, id ?? '', query),
    query: PAGED,
  },
  { path: '/publication', read: (_, query) => listCollection(PUBLICATION, query), query: PAGED },
  {
    path: '/publication/:id',
    read: ({ id }, query) => getCollectionDetail(PUBLICATION, id ?? '', query),
    query: PAGED,
  },
  {
    path: '/search',
    read: (_, query) => searchCatalog(query),
    cacheControl: SEARCH_CACHE,
    query: ['q', ...PAGED],
  },
  { path: '/book-fair', read: () => getBookFair(), query: [] },
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
