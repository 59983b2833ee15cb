import type { ListingSeq } from './listings';
import type { Book, ShelfBook, StockBand } from './schemas';
import { stockOf } from './stock';

/** At most this many copies left reads as 'few-left'. */
const FEW_LEFT_AT_MOST = 5;

export function stockBandOf(book: { quantity: number }): StockBand {
  const left = stockOf(book);
  return left === 0 ? 'sold-out' : left <= FEW_LEFT_AT_MOST ? 'few-left' : 'in-stock';
}

/**
 * books/{id}: the public copy of a book, the one a browser may read straight from Firestore
 * (firestore.rules). It carries what a visitor may see: no exact stock (products/{id}.quantity,
 * read by the functions only, stays the one count that orders take from) and none of the fields
 * that exist for the server (search keys and fields, price band). `T` is the timestamp type.
 */
export type PublicBook<T> = Omit<Book, '_id' | 'quantity' | 'createdAt'> & {
  stockBand: StockBand;
  /** Its number in each listing it belongs to (domain/src/catalog/listings.ts). */
  seq: ListingSeq;
  createdAt: T;
  updatedAt: T;
};

/** An API book (exact stock) as the storefront shows it. */
export function shelfBookOf({ quantity, ...book }: Book): ShelfBook {
  return { ...book, stockBand: stockBandOf({ quantity }) };
}

/** What the shelves say about a band (the details page and the legacy details' table). */
export const STOCK_BAND_LABELS: Record<StockBand, string> = {
  'in-stock': 'In Stock',
  'few-left': `Only a few left (${FEW_LEFT_AT_MOST} or fewer)`,
  'sold-out': 'Stock Out',
};

export const isSoldOut = (book: Pick<ShelfBook, 'stockBand'>): boolean =>
  book.stockBand === 'sold-out';

type BookSource<T> = Omit<Book, '_id' | 'createdAt'> & { createdAt: T; updatedAt: T };

/** The public copy of a stored book: its visitor fields, picked one by one (nothing else leaks). */
export function publicBookOf<T>(book: BookSource<T>, seq: ListingSeq): PublicBook<T> {
  return {
    nameB: book.nameB,
    nameE: book.nameE,
    ...(book.bookTranslator === undefined ? {} : { bookTranslator: book.bookTranslator }),
    price: book.price,
    discount: book.discount,
    status: book.status,
    stockBand: stockBandOf(book),
    seq,
    category: book.category,
    writer: book.writer,
    publication: book.publication,
    bookFair: book.bookFair,
    productTags: book.productTags,
    descriptionB: book.descriptionB,
    descriptionE: book.descriptionE,
    BookSalesInfo: book.BookSalesInfo,
    image: book.image,
    thumb: book.thumb,
    createdAt: book.createdAt,
    updatedAt: book.updatedAt,
    ...(book.approvedReviewCount === undefined
      ? {}
      : { approvedReviewCount: book.approvedReviewCount }),
  };
}

/**
 * The fewest copies a band promises: the stock a cart may assume for a book it took from a page
 * (a page never carries the exact count) until it reads the exact stock (the cart page does).
 */
export function leastStockIn(band: StockBand): number {
  return band === 'sold-out' ? 0 : band === 'few-left' ? 1 : FEW_LEFT_AT_MOST + 1;
}

/** A shelf book as the cart takes it from a page: its fields, with the least stock of its band. */
export function cartBookOf({ stockBand, ...book }: ShelfBook): Book {
  return { ...book, quantity: leastStockIn(stockBand) };
}
