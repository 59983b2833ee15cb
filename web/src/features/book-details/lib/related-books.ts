import { RELATED_LIMIT } from '@boi/domain/shared/constants';
import type { ShelfBook } from '@boi/domain/catalog/schemas';

/** The category's books without the one being viewed, at most RELATED_LIMIT. */
export function relatedBooks(books: ShelfBook[], currentId: string): ShelfBook[] {
  return books.filter((b) => b._id !== currentId).slice(0, RELATED_LIMIT);
}
