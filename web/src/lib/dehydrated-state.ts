import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Where the server page leaves the query cache it rendered with, for the browser to adopt. */
export const QUERY_STATE_GLOBAL = '__BOI_QUERY_STATE__';

type PlainError = { apiError: true; status: number; message: string };

const isPlainError = (value: unknown): value is PlainError =>
  typeof value === 'object' && value !== null && (value as PlainError).apiError === true;

/**
 * Failed reads travel too (an unknown book renders its 404 on the server and must hydrate as the
 * same 404), but an ApiError does not survive JSON: it goes as a plain object and comes back.
 */
export function plainErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const plain: PlainError = { apiError: true, status: error.status, message: error.message };
      return { ...query, state: { ...query.state, error: plain as unknown as Error } };
    }),
  };
}

export function revivedErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!isPlainError(error)) return query;
      return {
        ...query,
        state: { ...query.state, error: new ApiError(error.status, error.message) },
      };
    }),
  };
}

/**
 * The server's reads dated as of now, when the browser adopts them. A page may come from a cache
 * (the CDN, or the ssr function's memory) for up to its s-maxage, older than the queries'
 * staleTime: dated as rendered, every read would run again during hydration, re-render the page
 * (its LCP with it) and cost the reads the cache saved. The page is as fresh as its cache allows,
 * as the sitemap and search promise; reads go stale `staleTime` after the page arrives.
 */
export function adoptedNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success'
        ? { ...query, state: { ...query.state, dataUpdatedAt: now } }
        : query,
    ),
  };
}
