import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { cleanQuery, searchKeys, type SearchResults } from './search-keys';

/** Suggestions under the top-bar box: at most this many books… */
export const SUGGESTED_BOOKS = 5;
/** …and this many writers. */
export const SUGGESTED_WRITERS = 3;

export type SearchSuggestions = Pick<SearchResults, 'products' | 'writers'>;

/** GET /search?q&size=5: the first books and writers matching what is typed so far. */
export async function getSearchSuggestions(
  query: string,
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  const data = await api.read(
    'search',
    {},
    { q: query, page: 0, size: SUGGESTED_BOOKS },
    { signal },
  );
  return {
    products: data.products.slice(0, SUGGESTED_BOOKS),
    writers: data.writers.slice(0, SUGGESTED_WRITERS),
  };
}

export const searchSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(query),
    queryFn: ({ signal }) => getSearchSuggestions(query, signal),
    staleTime: 60_000,
  });

/** Suggestions for an already debounced query; nothing is fetched for a blank one. */
export function useSearchSuggestions(query: string) {
  const cleaned = cleanQuery(query);
  return useQuery({
    ...searchSuggestionsQueryOptions(cleaned),
    enabled: cleaned.length > 0,
    // The previous suggestions stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
