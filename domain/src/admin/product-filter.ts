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
