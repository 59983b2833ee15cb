import {
  absoluteUrl,
  bookUrl,
  collectionUrl,
  lastmodOf,
  sitemapIndexXml,
  sitemapPageCount,
  STATIC_SITEMAP_PATHS,
  urlsetXml,
  type SitemapUrl,
} from '@boi/domain/paths/seo';
import { HttpError } from '../shared/http-error';
import type { BookEntry, BookEntrySource } from './book-entries';
import type { CollectionEntry, CollectionEntrySource } from './collection-entries';

/** Where the sitemap's URLs come from, and how many go in one file. */
export type SitemapSources = {
  books: BookEntrySource;
  collections: CollectionEntrySource;
  pageSize: number;
};

export const COLLECTIONS_SITEMAP_PATH = '/sitemaps/collections.xml';
export const booksSitemapPath = (page: number): string => `/sitemaps/books-${page}.xml`;

const noSuchSitemap = (what: string) =>
  new HttpError(404, 'not-found', `There is no sitemap ${what}`);

/** Home, the three lists, and each category, writer and publication page. */
function collectionUrls(collections: CollectionEntry[], origin: string): SitemapUrl[] {
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ loc: absoluteUrl(path, origin) })),
    ...collections.map(({ kind, id }) => ({ loc: collectionUrl(kind, id, origin) })),
  ];
}

const bookUrls = (books: BookEntry[], origin: string): SitemapUrl[] =>
  books.map(({ id, updatedAt }) => ({ loc: bookUrl(id, origin), lastmod: lastmodOf(updatedAt) }));

/** The newest change among some books, as a `lastmod`. */
const newest = (books: BookEntry[]): string | undefined =>
  lastmodOf(books.reduce((max, book) => Math.max(max, book.updatedAt), 0));

/**
 * GET /sitemap.xml: every URL in one urlset when they fit in one file, else an index of
 * /sitemaps/collections.xml and /sitemaps/books-1.xml … books-N.xml.
 */
export async function sitemapXml(sources: SitemapSources, origin: string): Promise<string> {
  const [books, collections] = await Promise.all([sources.books(), sources.collections()]);
  const others = collectionUrls(collections, origin);
  if (others.length + books.length <= sources.pageSize) {
    return urlsetXml([...others, ...bookUrls(books, origin)]);
  }
  const pages = sitemapPageCount(books.length, sources.pageSize);
  return sitemapIndexXml([
    { loc: absoluteUrl(COLLECTIONS_SITEMAP_PATH, origin) },
    ...Array.from({ length: pages }, (_, i) => ({
      loc: absoluteUrl(booksSitemapPath(i + 1), origin),
      lastmod: newest(books.slice(i * sources.pageSize, (i + 1) * sources.pageSize)),
    })),
  ]);
}

/** GET /sitemaps/collections.xml: home, the lists and every category, writer and publication. */
export async function collectionsSitemapXml(
  sources: SitemapSources,
  origin: string,
): Promise<string> {
  return urlsetXml(collectionUrls(await sources.collections(), origin));
}

/** A page number as the URL gives it: 1, 2, … (no sign, no leading zero, no exponent). */
const PAGE = /^[1-9]\d{0,8}$/;

/** GET /sitemaps/books-{page}.xml: the page's books in id order; 404 past the last page. */
export async function booksSitemapXml(
  sources: SitemapSources,
  rawPage: string,
  origin: string,
): Promise<string> {
  if (!PAGE.test(rawPage)) throw noSuchSitemap(`books-${rawPage.slice(0, 20)}.xml`);
  const page = Number(rawPage);
  const books = await sources.books();
  if (page > sitemapPageCount(books.length, sources.pageSize)) {
    throw noSuchSitemap(`books-${page}.xml`);
  }
  const slice = books.slice((page - 1) * sources.pageSize, page * sources.pageSize);
  return urlsetXml(bookUrls(slice, origin));
}
