import { describe, expect, it } from 'vitest';
import { cartBookOf, leastStockIn, publicBookOf, stockBandOf } from './public-book';

const stored = {
  nameB: 'পথের পাঁচালী',
  nameE: 'Pather Panchali',
  price: 250,
  quantity: 37,
  discount: 10,
  status: 'in-stock' as const,
  category: { categoryName: 'উপন্যাস', category_id: 'cat-novel' },
  writer: { writerName: 'বিভূতিভূষণ', writerDetails: '', writer_id: 'w1' },
  publication: { publicationName: 'অন্যপ্রকাশ', publication_id: 'p1' },
  bookFair: null,
  productTags: ['উপন্যাস'],
  descriptionB: 'বর্ণনা',
  descriptionE: 'About',
  BookSalesInfo: 'best',
  image: 'covers/b1-600.webp',
  thumb: 'covers/b1-400.webp',
  createdAt: 1,
  updatedAt: 2,
  searchKeys: ['পথ', 'পথের'],
  priceBand: '200-499',
  searchTitle: 'পথের পাচালি',
};

describe('the public copy of a book', () => {
  it('shows stock as a band, never the count', () => {
    expect(stockBandOf({ quantity: 0 })).toBe('sold-out');
    expect(stockBandOf({ quantity: 1 })).toBe('few-left');
    expect(stockBandOf({ quantity: 5 })).toBe('few-left');
    expect(stockBandOf({ quantity: 6 })).toBe('in-stock');
  });

  it('carries only what a visitor may see', () => {
    const book = publicBookOf(stored as Parameters<typeof publicBookOf<number>>[0], { all: 7 });
    expect(book).not.toHaveProperty('quantity');
    expect(book).not.toHaveProperty('searchKeys');
    expect(book).not.toHaveProperty('priceBand');
    expect(book).not.toHaveProperty('searchTitle');
    expect(book).toMatchObject({ nameB: 'পথের পাঁচালী', price: 250, stockBand: 'in-stock' });
    expect(book).not.toHaveProperty('approvedReviewCount');
  });

  it("keeps the book's approved-review count when it has one", () => {
    const counted = { ...stored, approvedReviewCount: 60 };
    const book = publicBookOf(counted as Parameters<typeof publicBookOf<number>>[0], { all: 7 });
    expect(book.approvedReviewCount).toBe(60);
  });
});

describe('a shelf book taken into the cart from a page', () => {
  it('assumes the fewest copies its band promises, never more than there are', () => {
    for (const quantity of [0, 1, 5, 6, 40]) {
      const least = leastStockIn(stockBandOf({ quantity }));
      expect(least).toBeLessThanOrEqual(quantity);
      expect(least > 0).toBe(quantity > 0);
    }
  });

  it('carries the book fields, a stock in place of the band', () => {
    const { updatedAt: _updated, searchKeys: _k, priceBand: _p, searchTitle: _t, ...book } = stored;
    const shelf = { ...book, _id: 'b1', createdAt: '2024-01-01', stockBand: 'few-left' as const };
    const { quantity: _quantity, ...fields } = book;
    expect(cartBookOf(shelf)).toEqual({
      ...fields,
      _id: 'b1',
      createdAt: '2024-01-01',
      quantity: 1,
    });
  });
});
