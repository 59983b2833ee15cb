import express from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { asyncHandler } from '../http/respond';
import { requestOrigin } from '../seo/request-origin';
import { seoRouter } from '../seo/seo-routes';
import { renderStorefront } from './render-storefront';
import { sendHtml } from './send-html';

/** Pages change when an admin edits the catalog: the CDN keeps them 5 minutes, then revalidates. */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

export function createSsrApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(seoRouter());
  app.get(
    '*',
    asyncHandler(async (req, res) => {
      const page = await renderStorefront(req.originalUrl, requestOrigin(req));
      res.set('Cache-Control', page.cacheable ? PAGE_CACHE : 'no-store');
      sendHtml(req, res, page.status, page.html);
    }),
  );
  return app;
}

/** The storefront's pages, server-rendered, behind Hosting's catch-all rewrite (firebase.json). */
export const ssr = onRequest(
  { region: 'asia-south1', memory: '1GiB', concurrency: 40 },
  createSsrApp(),
);
