import { RELATED_LIMIT } from '@boi/domain/constants';
import type { Book } from '@boi/domain/schemas';

/** The category's books without the one being viewed, at most RELATED_LIMIT. */
export function relatedBooks(books: Book[], currentId: string): Book[] {
  return books.filter((b) => b._id !== currentId).slice(0, RELATED_LIMIT);
}
