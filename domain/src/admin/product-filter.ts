import { priceBandOf } from '../catalog/product-index';
import type { Book, ProductListQuery } from '../catalog/schemas';

type Filter = Pick<
  ProductListQuery,
  'category' | 'writer' | 'publication' | 'salesInfo' | 'bookFair' | 'priceBand'
>;

/** Whether the admin product table's filters, besides its search words, narrow the list. */
export const narrowsBeyondWords = (filter: Filter): boolean =>
  Boolean(
    filter.category ||
    filter.writer ||
    filter.publication ||
    filter.salesInfo ||
    filter.bookFair ||
    filter.priceBand,
  );

/** Whether a book passes the admin product table's filters (its search words aside). */
export function bookMatchesFilter(book: Book, filter: Filter): boolean {
  return (
    (!filter.category || book.category.category_id === filter.category) &&
    (!filter.writer || book.writer.writer_id === filter.writer) &&
    (!filter.publication || book.publication.publication_id === filter.publication) &&
    (!filter.salesInfo || book.BookSalesInfo === filter.salesInfo) &&
    (!filter.bookFair || book.bookFair === filter.bookFair) &&
    (!filter.priceBand || priceBandOf(book.price) === filter.priceBand)
  );
}

/**
 * The admin product table's own uses of GET /api/v1/product, by the parameter that makes them so,
 * or null for a shopper's or an API client's use. The low-stock list (`stockAtMost`) would show
 * a hoarder the books nearest to selling out; a price band (alone or beside another filter) and a
 * paged book fair have no listing to page by cursor, so a deep page reads up to half the matches
 * by offset (functions/src/shared/nearest-end-page.ts). They need the `admin` claim. What stays
 * public costs at most its first page: a listing paged by cursor, a search, or one filter with a
 * bounded `limit` (and `skip`).
 */
export function adminOnlyProductFilter(query: Record<string, unknown>): string | null {
  if (query.stockAtMost !== undefined) return 'stockAtMost';
  if (query.priceBand !== undefined) return 'priceBand';
  if (query.bookFair !== undefined && query.page !== undefined) return 'bookFair with page';
  return null;
}
