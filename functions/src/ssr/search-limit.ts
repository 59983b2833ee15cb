import type { Request } from 'express';
import type { ApiTransport } from '@boi/domain/api/ssr';
import { READS } from '@boi/domain/api/reads';
import type { Language } from '@boi/domain/shared/language';
import { ROUTES, SEARCH_QUERY_PARAM } from '@boi/domain/paths/routes';
import { takeSearchLimit } from '../http/read-routes';
import { errorAnswer } from '../http/respond';
import { RateLimited } from '../shared/rate-limit';
import { readInProcess } from './in-process-reads';
import { renderStorefront } from './render-storefront';

const SEARCH_API_PATH = `/api/v1${READS.search.path}`;

/** Whether rendering this URL runs a search: the search page with words to look for. */
export function searchesOnServer(url: string): boolean {
  const parsed = new URL(url, 'http://page.invalid');
  return parsed.pathname === ROUTES.search && parsed.searchParams.has(SEARCH_QUERY_PARAM);
}

/**
 * `/search?q=…` rendered here takes the same search limit as GET /api/v1/search (per address).
 * Within it: null, and the page renders as usual. Past it: the search page rendered without
 * the search, its reads answering the API's 429, so it says to wait; never cached.
 */
export async function limitedSearchPage(
  req: Request,
  origin: string,
  language: Language,
): Promise<{ html: string; retryAfter: number } | null> {
  try {
    await takeSearchLimit(req);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    const refused = errorAnswer(error);
    const reads: ApiTransport = (url) =>
      new URL(url, 'http://in-process').pathname === SEARCH_API_PATH
        ? Promise.resolve(refused)
        : readInProcess(url);
    const page = await renderStorefront(req.originalUrl, origin, language, reads);
    return { html: page.html, retryAfter: error.retryAfter };
  }
}
