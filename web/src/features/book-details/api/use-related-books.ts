import { useQuery } from '@tanstack/react-query';
import { RELATED_LIMIT } from '@boi/domain/constants';
import type { Book } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import { relatedBooks } from '../lib/related-books';

/** Other books of the same category (up to RELATED_LIMIT), newest first. */
export function useRelatedBooks(book: Book) {
  const categoryId = book.category.category_id;
  return useQuery({
    queryKey: ['related-books', categoryId],
    // One extra so the list stays full after the book itself is left out.
    queryFn: ({ signal }) =>
      api.get<Book[]>('/product', { category: categoryId, limit: RELATED_LIMIT + 1 }, { signal }),
    select: (books) => relatedBooks(books, book._id),
  });
}
