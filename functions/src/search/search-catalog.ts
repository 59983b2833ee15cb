import type { CatalogSearchIndex } from '@boi/domain/search/search-index';
import { isBlankQuery, parseQuery } from '@boi/domain/search/fields';
import type { Book } from '@boi/domain/catalog/schemas';
import { searchQuerySchema, type SearchResults } from '@boi/domain/search/results';
import { toBook } from '../store/to-api';
import { db } from '../shared/firestore';
import { parseInput } from '../shared/parse';
import { readDoc } from '../shared/read-meter';
import { collections } from '../store/documents';
import { catalogBookOf } from './catalog-reads';
import { liveSearchIndex, type LiveSearchIndex } from './live-index';

/**
 * Public like the other catalog reads, but kept a shorter time: a new or edited book is findable
 * within a minute.
 */
export const SEARCH_CACHE = 'public, max-age=30, s-maxage=30';

/** Writers and publications listed beside the books. */
export const NAME_MATCHES = 5;
/** Times a page is searched again when some of its books turned out to be gone. */
const MAX_RETRIES = 3;

const EMPTY: SearchResults = { products: [], productTotalCount: 0, writers: [], publications: [] };

/**
 * The books of a page, read by id in rank order. A book gone from Firestore without a tombstone
 * is dropped from the index and reported; one changed since it was indexed is updated.
 */
export async function readBooks(
  live: LiveSearchIndex,
  index: CatalogSearchIndex,
  ids: string[],
): Promise<{ books: Book[]; missing: number }> {
  const products = collections(db()).products;
  const snapshots = await Promise.all(ids.map((id) => readDoc(products.doc(id))));
  const books: Book[] = [];
  let missing = 0;
  for (const snapshot of snapshots) {
    if (!snapshot.exists) {
      live.forget(snapshot.id);
      missing += 1;
      continue;
    }
    const stored = catalogBookOf(snapshot);
    if (stored && stored.updatedAt !== index.updatedAtOf(snapshot.id)) index.upsert(stored);
    books.push(toBook(snapshot));
  }
  return { books, missing };
}

export async function searchCatalog(
  rawQuery: unknown,
  live: LiveSearchIndex = liveSearchIndex(),
): Promise<SearchResults> {
  const { q, page, size } = parseInput(searchQuerySchema, rawQuery);
  // Nothing to search by (blank, emoji or punctuation only, lone vowel signs): no matches.
  if (isBlankQuery(q)) return EMPTY;
  const parsed = parseQuery(q);
  const index = await live.current();
  for (let attempt = 0; ; attempt++) {
    const { ids, total } = index.searchBooks(parsed, { offset: page * size, limit: size });
    if (ids.length === 0 && total === 0) return EMPTY;
    const { books, missing } = await readBooks(live, index, ids);
    if (missing === 0 || attempt === MAX_RETRIES) {
      return {
        products: books,
        productTotalCount: total - missing,
        writers: index.searchWriters(parsed, NAME_MATCHES),
        publications: index.searchPublications(parsed, NAME_MATCHES),
      };
    }
  }
}
