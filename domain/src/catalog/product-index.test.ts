import { describe, expect, it } from 'vitest';
import { priceBandOf, productIndexFields } from './product-index';
import { words } from '../search/normalize';

describe('words, as the search engine splits them', () => {
  it('keeps Bangla words whole, drops joiners and punctuation, lower-cases English', () => {
    expect(words('পথের পাঁচালী — Pather\u200C Panchali!')).toEqual([
      'পথের',
      'পাঁচালী',
      'pather',
      'panchali',
    ]);
  });

  it('folds NFD input to NFC so both spellings match', () => {
    expect(words('পাঁচালী'.normalize('NFD'))).toEqual(['পাঁচালী']);
  });
});

describe('productIndexFields', () => {
  const book = {
    nameB: 'গীতাঞ্জলি',
    nameE: 'Gitanjali',
    price: 350,
    writer: { writerName: 'Rabindranath Tagore' },
  };

  it('stores the price band, and no word keys', () => {
    expect(productIndexFields(book)).toEqual({ priceBand: '200-499' });
  });

  it('puts prices into the table filter bands at their edges', () => {
    expect([0, 199, 200, 499, 500, 999, 1000, 50_000].map(priceBandOf)).toEqual([
      'under-200',
      'under-200',
      '200-499',
      '200-499',
      '500-999',
      '500-999',
      '1000-plus',
      '1000-plus',
    ]);
    expect(productIndexFields(book).priceBand).toBe('200-499');
  });
});
