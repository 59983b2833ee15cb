import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATED_LIMIT } from '@boi/domain/shared/constants';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import { readCatalog } from '../../../lib/catalog-source';
import { relatedBooks } from '../lib/related-books';
import { bookDetailsKeys } from './book-details-keys';

/** The category's newest books, one extra so the book itself can be left out. */
export const relatedBooksQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: bookDetailsKeys.relatedBooks(categoryId),
    queryFn: () =>
      readCatalog((source, reads) =>
        reads.readNewestBooks(source, { kind: 'category', value: categoryId }, RELATED_LIMIT + 1),
      ),
  });

/** Other books of the same category (up to RELATED_LIMIT), newest first. */
export function useRelatedBooks(book: ShelfBook) {
  return useQuery({
    ...relatedBooksQueryOptions(book.category.category_id),
    select: (books) => relatedBooks(books, book._id),
  });
}
