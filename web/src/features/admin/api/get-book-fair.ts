import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/v1/book-fair: the one book-fair document (`current`) and its year. */
export const getBookFair = (signal?: AbortSignal) =>
  api.read('bookFair', {}, { fresh: Date.now() }, { auth: true, signal });

export const bookFairQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.bookFair(), queryFn: ({ signal }) => getBookFair(signal) });

export const useBookFair = () => useQuery(bookFairQueryOptions());
