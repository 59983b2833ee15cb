import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Where the server page leaves the query cache it rendered with, for the browser to adopt. */
export const QUERY_STATE_GLOBAL = '__BOI_QUERY_STATE__';
/** Where it leaves React Router's hydration data (loader data, errors). */
export const ROUTER_STATE_GLOBAL = '__staticRouterHydrationData';

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
 * A piece of state the server page left for the app (fill-template.ts writes each as
 * `<script type="application/json" id="<name>">`), parsed when the app starts.
 */
export function readPageState<T>(name: string): T | undefined {
  const text = document.getElementById(name)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
