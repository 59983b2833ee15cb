import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import { api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/search-keys';

/** GET /search?q&page&size: one page (10) of matching books, their total, writers and publications. */
export const getSearchResults = (query: string, pageIndex: number, signal?: AbortSignal) =>
  api.read('search', {}, { q: query, page: pageIndex, size: PAGE_SIZE }, { signal });

/** While another page of the same query loads, the previous page stays on screen. */
export const searchResultsQueryOptions = (query: string, pageIndex: number) =>
  queryOptions({
    queryKey: searchKeys.results(query, pageIndex),
    queryFn: ({ signal }) => getSearchResults(query, pageIndex, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === query ? previous : undefined,
    staleTime: 60_000,
  });

export const useSearchResults = (query: string, pageIndex: number) =>
  useQuery({ ...searchResultsQueryOptions(query, pageIndex), enabled: query.length > 0 });
