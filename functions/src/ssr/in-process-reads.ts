import type { ApiAnswer } from '@boi/domain/api/ssr';
import { findRead, READS } from '@boi/domain/api/reads';
import { runPublicRead } from '../http/read-routes';
import { errorAnswer } from '../http/respond';

const API_PREFIX = '/api/v1';

/**
 * The server renderer's data path: the same handlers as the public rows of the reads table,
 * called in process. Anything that is not a public read answers 404, so a page can never reach
 * private data.
 */
export async function readInProcess(url: string): Promise<ApiAnswer> {
  const parsed = new URL(url, 'http://in-process');
  const path = parsed.pathname.startsWith(API_PREFIX)
    ? parsed.pathname.slice(API_PREFIX.length)
    : parsed.pathname;
  const query = Object.fromEntries(parsed.searchParams);
  try {
    const found = findRead(path, query);
    if (!found || READS[found.name].access !== 'public')
      return { status: 404, body: { error: 'not-found', message: `No API route ${path}` } };
    return { status: 200, body: { data: await runPublicRead(found.name, found.params, query) } };
  } catch (error) {
    return errorAnswer(error);
  }
}
