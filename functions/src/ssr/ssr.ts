import express, { type NextFunction, type Request, type Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { languageOfCookies, type Language } from '@boi/domain/shared/language';
import { asyncHandler } from '../http/respond';
import { securityHeaders } from '../http/security-headers';
import { refuseBodiesBeforeHost } from '../http/host-body-guard';
import { requestOrigin } from '../shared/request-origin';
import { seoRouter } from '../seo/seo-routes';
import { cachedPage, type CachedRender } from './page-cache';
import { readPagesVersion } from '../shared/pages-version';
import { cleanPageUrl, renderStorefront } from './render-storefront';
import { pagePolicy } from './page-policy';
import { sendHtml } from './send-html';
import { limitedSearchPage, searchesOnServer } from './search-limit';

// A compressed or oversized body is refused before the host reads it (host-body-guard.ts).
refuseBodiesBeforeHost();

/** Pages change when an admin edits the catalog: the CDN keeps them 5 minutes, then revalidates. */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

/**
 * A redirect to a page's one URL: the CDN keeps it (a day) and the browser five minutes, so
 * `/?x=1` costs the function one cheap answer and never a render or a place in the page cache.
 */
export const REDIRECT_CACHE = 'public, max-age=300, s-maxage=86400';

/** A page this instance rendered for the current pages version, or a fresh render. */
async function storefrontPage(
  url: string,
  origin: string,
  language: Language,
): Promise<CachedRender> {
  const render = () => renderStorefront(url, origin, language);
  const version = await readPagesVersion().catch((error: unknown) => {
    console.error('ssr: pages version unread, rendering afresh', error);
    return null;
  });
  if (version === null) return { ...(await render()), fromCache: false };
  return cachedPage(version, `${language}\n${origin}`, url, render);
}

export function createSsrApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use(seoRouter());
  // Not app.get('*'): Express would decode the path as a parameter and answer a malformed one
  // (`/%E0%A4%A`) with its own 400 page; the renderer answers it with the 404 page instead.
  app.use(
    asyncHandler(async (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.status(405).set('Allow', 'GET, HEAD').type('text').send('Method Not Allowed\n');
        return;
      }
      try {
        // One URL per page: query parameters its route does not read are redirected away
        // before anything renders, so only clean URLs reach the page cache.
        const clean = await cleanPageUrl(req.originalUrl);
        if (clean !== null && clean !== req.originalUrl) {
          res.set('Cache-Control', REDIRECT_CACHE);
          res.set('Server-Timing', 'page;desc="redirect"');
          res.redirect(301, clean);
          return;
        }
        // Hosting keys its cache by the __session cookie too, so each language is kept apart.
        const language = languageOfCookies(req.headers.cookie);
        const origin = requestOrigin(req);
        if (searchesOnServer(req.originalUrl)) {
          const limited = await limitedSearchPage(req, origin, language);
          if (limited) {
            res.set('Retry-After', String(limited.retryAfter));
            res.set('Cache-Control', 'no-store');
            res.set('Server-Timing', 'page;desc="limited"');
            res.set('Content-Security-Policy', await pagePolicy());
            sendHtml(req, res, 429, limited.html);
            return;
          }
        }
        // A page the browser renders (clean is null) is the shell: nothing to keep.
        const page =
          clean === null
            ? { ...(await renderStorefront(req.originalUrl, origin, language)), fromCache: false }
            : await storefrontPage(clean, origin, language);
        res.set('Cache-Control', page.cacheable ? PAGE_CACHE : 'no-store');
        res.set('Server-Timing', `page;desc="${page.fromCache ? 'hit' : 'miss'}"`);
        // The build's own inline scripts run by their hashes; nothing else inline does.
        res.set('Content-Security-Policy', await pagePolicy());
        sendHtml(req, res, page.status, page.html);
      } catch (error) {
        // Only a missing build gets here (renderStorefront falls back to the shell otherwise).
        console.error('ssr: no page to send', error);
        res.status(503).set('Cache-Control', 'no-store').type('text').send('Please try again.\n');
      }
    }),
  );
  // Express's own error page would show a stack trace (e.g. for a sitemap path that is not valid
  // percent-encoding): a short text answer instead, 400 for such a path.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status === 400 ? 400 : 500;
    if (status === 500) console.error('ssr:', error);
    const message = status === 400 ? 'Bad request' : 'Something went wrong. Please try again.';
    res.status(status).set('Cache-Control', 'no-store').type('text').send(`${message}\n`);
  });
  return app;
}

/** The storefront's pages, server-rendered, behind Hosting's catch-all rewrite (firebase.json). */
export const ssr = onRequest(
  // Pages are cached by the CDN: misses are few. At most 10 instances × 40 renders. The sitemaps
  // read the search index: about 320 MiB resident at 200,000 books (docs/search.md); 2 GiB leaves
  // room for an instance that must build it from Firestore.
  { region: 'asia-south1', memory: '2GiB', concurrency: 40, maxInstances: 10 },
  createSsrApp(),
);
