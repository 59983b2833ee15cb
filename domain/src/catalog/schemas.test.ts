import { describe, expect, it } from 'vitest';
import { SALES_INFO, totalBooksFound } from '../shared/constants';
import { toBanglaDigits } from '../shared/bangla-digits';
import { productListQuerySchema } from './schemas';

describe('productListQuerySchema', () => {
  it('coerces query-string numbers and accepts one filter', () => {
    expect(productListQuerySchema.parse({ category: 'cat-1', page: '2', size: '10' })).toEqual({
      category: 'cat-1',
      page: 2,
      size: 10,
    });
    expect(
      productListQuerySchema.parse({ salesInfo: SALES_INFO.weekBest, limit: '12' }).limit,
    ).toBe(12);
  });

  it.each([
    [{ page: '1' }],
    [{ size: '10' }],
    [{ limit: '51' }],
    [{ page: '-1', size: '10' }],
    [{ category: 'a', writer: 'b' }],
    [{ limit: '5', page: '0', size: '10' }],
    [{ salesInfo: 'nope' }],
    [{ skip: '21' }],
  ])('rejects %o', (query) => {
    expect(productListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('Bangla numbers', () => {
  it('writes digits in Bangla', () => {
    expect(toBanglaDigits(2023)).toBe('২০২৩');
    expect(totalBooksFound(12)).toBe('মোট ১২ টি বই পাওয়া গেছে');
  });
});
