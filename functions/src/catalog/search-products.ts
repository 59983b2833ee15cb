import { bookMatchesFilter, narrowsBeyondWords } from '@boi/domain/admin/product-filter';
import type { ProductListQuery, ProductPage } from '@boi/domain/catalog/schemas';
import { isBlankQuery, parseQuery } from '@boi/domain/search/fields';
import { liveSearchIndex, type LiveSearchIndex } from '../search/live-index';
import { readBooks } from '../search/search-catalog';

/**
 * Ranked matches a search with other filters reads at most: the filters are applied to the books
 * themselves, so a word that matches more than this many books finds its filtered books among
 * the best-ranked ones only.
 */
export const FILTERED_SEARCH_SCAN = 300;

/**
 * The admin product table's search box, through the storefront's engine (Bangla, Banglish and
 * English alike), best match first. With no other filter a page reads its own books only; with a
 * category, writer, publication, label, book fair or price band, the best-ranked matches are read
 * (at most FILTERED_SEARCH_SCAN) and filtered.
 */
export async function searchProductsPage(
  filter: ProductListQuery & { page: number; size: number },
  live: LiveSearchIndex = liveSearchIndex(),
): Promise<ProductPage> {
  const q = filter.q ?? '';
  if (isBlankQuery(q)) return { products: [], productTotalCount: 0 };
  const parsed = parseQuery(q);
  const index = await live.current({ maxAgeMs: 0 });
  const start = filter.page * filter.size + (filter.skip ?? 0);
  if (!narrowsBeyondWords(filter)) {
    const { ids, total } = index.searchBooks(parsed, { offset: start, limit: filter.size });
    const { books, missing } = await readBooks(live, index, ids);
    return { products: books, productTotalCount: Math.max(0, total - missing) };
  }
  const { ids } = index.searchBooks(parsed, { offset: 0, limit: FILTERED_SEARCH_SCAN });
  const { books } = await readBooks(live, index, ids);
  const kept = books.filter((book) => bookMatchesFilter(book, filter));
  return {
    products: kept.slice(start, start + filter.size),
    productTotalCount: kept.length,
  };
}
