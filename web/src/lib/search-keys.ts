import { ROUTES, SEARCH_QUERY_PARAM } from '@boi/domain/paths/routes';

export type { SearchResults } from '@boi/domain/search/results';

/** The results page's path… */
export const SEARCH_PATH = ROUTES.search;
/** …and its URL param holding the query (`/search?q=…`). */
export const SEARCH_PARAM = SEARCH_QUERY_PARAM;

/** How long typing must pause before the search API is asked (suggestions, list filters). */
export const SEARCH_DEBOUNCE_MS = 250;

/** A query as it is sent: surrounding and repeated spaces removed. */
export const cleanQuery = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

/** The results page of a query, e.g. `/search?q=rabindranath`. */
export const searchPagePath = (query: string): string =>
  `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: cleanQuery(query) }).toString()}`;

/** The search query keys, in one place: paged keys end with the page index. */
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (query: string) => ['search', 'suggestions', query] as const,
  results: (query: string, page: number) => ['search', 'results', query, page] as const,
  names: (query: string) => ['search', 'names', query] as const,
};
