import type { RequestHandler } from 'express';
import { HttpError } from '../shared/http-error';
import { withReadMeter } from '../shared/read-meter';

export const XML_TYPE = 'application/xml; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';

/** Sitemaps: browsers keep them an hour, the CDN a day, and may serve a stale one a day more. */
export const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';

/**
 * A GET handler answering a text document built by `build`: the request's Firestore reads in
 * `x-firestore-reads` like the API. A 404 (an unknown sitemap page) is plain text and not cached
 * long; anything else that fails is logged and answered 500.
 */
export function sendText(
  build: (req: Parameters<RequestHandler>[0]) => Promise<string> | string,
  contentType: string,
  cacheControl: string,
): RequestHandler {
  return (req, res) => {
    const metered = withReadMeter(async () => build(req));
    void metered.result.then(
      (body) => {
        res.set('x-firestore-reads', String(metered.reads()));
        res.set('Content-Type', contentType);
        res.set('Cache-Control', cacheControl);
        res.status(200).send(body);
      },
      (error: unknown) => {
        res.set('x-firestore-reads', String(metered.reads()));
        res.set('Content-Type', TEXT_TYPE);
        if (error instanceof HttpError && error.status === 404) {
          res.set('Cache-Control', 'public, max-age=300, s-maxage=300');
          res.status(404).send(`${error.message}\n`);
          return;
        }
        console.error('seo: building a document failed', error);
        res.set('Cache-Control', 'no-store');
        res.status(500).send('Something went wrong on our side. Please try again.\n');
      },
    );
  };
}
