import express, { type NextFunction, type Request, type Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { languageOfCookies, type Language } from '@boi/domain/shared/language';
import { asyncHandler } from '../http/respond';
import { securityHeaders } from '../http/security-headers';
import { requestOrigin } from '../shared/request-origin';
import { seoRouter } from '../seo/seo-routes';
import { cachedPage, type CachedRender } from './page-cache';
import { readPagesVersion } from '../shared/pages-version';
import { renderStorefront } from './render-storefront';
import { pagePolicy } from './page-policy';
import { sendHtml } from './send-html';

/** Pages change when an admin edits the catalog: the CDN keeps them 5 minutes, then revalidates. */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

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
        // Hosting keys its cache by the __session cookie too, so each language is kept apart.
        const language = languageOfCookies(req.headers.cookie);
        const page = await storefrontPage(req.originalUrl, requestOrigin(req), language);
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
  // Pages are cached by the CDN: misses are few. At most 10 instances × 40 renders.
  { region: 'asia-south1', memory: '1GiB', concurrency: 40, maxInstances: 10 },
  createSsrApp(),
);
