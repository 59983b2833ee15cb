import type { CatalogSearchIndex } from '@boi/domain/search/search-index';
import { liveSearchIndex, type LiveSearchIndex } from '../search/live-index';

/** A book page of the sitemap: the book's id and when it last changed (ms since the epoch). */
export type BookEntry = { id: string; updatedAt: number };

/** Every book of the catalog, ordered by id (so sitemap pages are stable). */
export type BookEntrySource = () => Promise<BookEntry[]>;

/**
 * Book ids from the function instance's search index (functions/src/search): it is loaded from
 * the saved snapshot and caught up from the books changed since, so listing the catalog costs a
 * few Firestore reads, not one per book. The sorted list is rebuilt only when the index changed.
 */
export function liveIndexBookEntries(
  live: () => LiveSearchIndex = liveSearchIndex,
): BookEntrySource {
  let cached: {
    index: CatalogSearchIndex;
    size: number;
    watermark: number;
    entries: BookEntry[];
  } | null = null;
  return async () => {
    const index = await live().current();
    if (
      cached?.index === index &&
      cached.size === index.size &&
      cached.watermark === index.watermark
    ) {
      return cached.entries;
    }
    const entries = Array.from(index.bookEntries(), ([id, updatedAt]) => ({ id, updatedAt }));
    entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    cached = { index, size: index.size, watermark: index.watermark, entries };
    return entries;
  };
}
