import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATED_LIMIT } from '@boi/domain/constants';
import type { Book } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import { relatedBooks } from '../lib/related-books';
import { bookDetailsKeys } from './book-details-keys';

/** GET /product?category=id: the category's newest books, one extra so the book can be left out. */
export const getRelatedBooks = (categoryId: string, signal?: AbortSignal) =>
  api.get<Book[]>('/product', { category: categoryId, limit: RELATED_LIMIT + 1 }, { signal });

export const relatedBooksQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: bookDetailsKeys.relatedBooks(categoryId),
    queryFn: ({ signal }) => getRelatedBooks(categoryId, signal),
  });

/** Other books of the same category (up to RELATED_LIMIT), newest first. */
export function useRelatedBooks(book: Book) {
  return useQuery({
    ...relatedBooksQueryOptions(book.category.category_id),
    select: (books) => relatedBooks(books, book._id),
  });
}
