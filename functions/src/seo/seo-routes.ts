import { Router } from 'express';
import { SITEMAP_PAGE_SIZE } from '@boi/domain/paths/seo';
import { liveIndexBookEntries, type BookEntrySource } from './book-entries';
import { cachedCollectionEntries, type CollectionEntrySource } from './collection-entries';
import { requestOrigin } from '../shared/request-origin';
import { SITEMAP_CACHE, sendText, XML_TYPE } from './send-text';
import { booksSitemapXml, collectionsSitemapXml, sitemapXml, type SitemapSources } from './sitemap';

export type SeoRouterOptions = {
  /** URLs per sitemap file; SITEMAP_PAGE_SIZE by default. */
  pageSize?: number;
  /** The books, in id order; by default the instance's search index (functions/src/search). */
  books?: BookEntrySource;
  /** The categories, writers and publications; by default read from Firestore (bounded, cached). */
  collections?: CollectionEntrySource;
  /** How long an instance keeps the collections it read: 0 on the emulators, 10 minutes else. */
  collectionsCacheMs?: number;
  env?: NodeJS.ProcessEnv;
};

const onEmulators = (env: NodeJS.ProcessEnv) =>
  env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);

/**
 * The sitemaps, for mounting at the site's root: GET /sitemap.xml, /sitemaps/collections.xml,
 * /sitemaps/books-{n}.xml. robots.txt is a static file written by the web build: Cloud Functions
 * (and their emulator) answer /robots.txt with 404 before any app sees it.
 * An unknown sitemap page is a 404. Absolute URLs use the request's origin (or PUBLIC_ORIGIN).
 */
export function seoRouter(options: SeoRouterOptions = {}): Router {
  const env = options.env ?? process.env;
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 50_000) {
    throw new RangeError(`A sitemap holds 1 to 50,000 URLs, not ${pageSize}`);
  }
  const sources: SitemapSources = {
    pageSize,
    books: options.books ?? liveIndexBookEntries(),
    collections:
      options.collections ??
      cachedCollectionEntries(options.collectionsCacheMs ?? (onEmulators(env) ? 0 : 10 * 60_000)),
  };
  const origin = (req: Parameters<typeof requestOrigin>[0]) => requestOrigin(req, env);

  const router = Router();
  router.get(
    '/sitemap.xml',
    sendText((req) => sitemapXml(sources, origin(req)), XML_TYPE, SITEMAP_CACHE),
  );
  router.get(
    '/sitemaps/collections.xml',
    sendText((req) => collectionsSitemapXml(sources, origin(req)), XML_TYPE, SITEMAP_CACHE),
  );
  router.get(
    /^\/sitemaps\/books-([^/]+)\.xml$/,
    sendText(
      (req) =>
        booksSitemapXml(sources, String((req.params as Record<string, string>)[0]), origin(req)),
      XML_TYPE,
      SITEMAP_CACHE,
    ),
  );
  return router;
}
