import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/search-keys';

/** The ids of the writers and publications the search engine matches, best first. */
export type NameMatches = { writer: string[]; publication: string[] };

/**
 * GET /search?q&size=1, for its writer and publication matches: the engine behind the top-bar
 * box, so a list's filter also finds spelling variants and Banglish ('rabindranath').
 */
export async function getNameMatches(query: string, signal?: AbortSignal): Promise<NameMatches> {
  const data = await api.read('search', {}, { q: query, page: 0, size: 1 }, { signal });
  return {
    writer: data.writers.map((writer) => writer._id),
    publication: data.publications.map((publication) => publication._id),
  };
}

export const nameMatchesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.names(query),
    queryFn: ({ signal }) => getNameMatches(query, signal),
    staleTime: 60_000,
  });

/** Name matches for an already debounced query; nothing is fetched for a blank one. */
export const useNameMatches = (query: string) =>
  useQuery({ ...nameMatchesQueryOptions(query), enabled: query.length > 0 });
