import { describe, expect, it } from 'vitest';
import { bookMatchesFilter, narrowsBeyondWords } from './product-filter';
import type { Book } from '../catalog/schemas';

const book = {
  _id: 'b1',
  price: 350,
  category: { categoryName: 'উপন্যাস', category_id: 'cat-novel' },
  writer: { writerName: 'হুমায়ূন আহমেদ', writerDetails: '', writer_id: 'w-humayun' },
  publication: { publicationName: 'অন্যপ্রকাশ', publication_id: 'p-onno' },
  bookFair: '2026',
  BookSalesInfo: 'Best Seller',
} as unknown as Book;

describe('the admin product filters beside the search words', () => {
  it('passes a book that meets every filter given', () => {
    expect(bookMatchesFilter(book, {})).toBe(true);
    expect(
      bookMatchesFilter(book, { category: 'cat-novel', priceBand: '200-499', bookFair: '2026' }),
    ).toBe(true);
  });

  it('stops a book that misses any one of them', () => {
    expect(bookMatchesFilter(book, { category: 'cat-poems' })).toBe(false);
    expect(bookMatchesFilter(book, { priceBand: 'under-200' })).toBe(false);
    expect(bookMatchesFilter(book, { writer: 'w-other' })).toBe(false);
    expect(bookMatchesFilter(book, { publication: 'p-other' })).toBe(false);
    expect(bookMatchesFilter(book, { bookFair: '2025' })).toBe(false);
    expect(bookMatchesFilter(book, { category: 'cat-novel', priceBand: '1000-plus' })).toBe(false);
  });

  it('knows when only the words narrow', () => {
    expect(narrowsBeyondWords({})).toBe(false);
    expect(narrowsBeyondWords({ priceBand: '200-499' })).toBe(true);
  });
});
