import { shelfBookOf } from '@boi/domain/catalog/public-book';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import type { Book } from '@boi/domain/catalog/schemas';

/** A valid book for component tests; override what the test is about. */
export function testBook(id: string, overrides: Partial<Book> = {}): Book {
  return {
    _id: id,
    nameB: `বই ${id}`,
    nameE: `Book ${id}`,
    price: 200,
    quantity: 5,
    discount: 0,
    status: 'in-stock',
    category: { categoryName: 'উপন্যাস', category_id: 'c1' },
    writer: { writerName: 'লেখক', writerDetails: '', writer_id: 'w1' },
    publication: { publicationName: 'প্রকাশনী', publication_id: 'p1' },
    bookFair: null,
    productTags: [],
    descriptionB: '',
    descriptionE: '',
    BookSalesInfo: 'None',
    image: `/images/${id}.webp`,
    thumb: `/images/${id}-thumb.webp`,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The same book as the shelves show it (stock as a band). */
export const testShelfBook = (id: string, overrides: Partial<Book> = {}): ShelfBook =>
  shelfBookOf(testBook(id, overrides));
