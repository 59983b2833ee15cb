import { describe, expect, it } from 'vitest';
import { filterFromParams, lowStockParams, withFilter } from './use-product-filters';

describe('Product manage filters in the URL', () => {
  it('reads page (1-based in the URL), search, category and a known price band', () => {
    const params = new URLSearchParams('page=3&q=%20rabindra%20&category=cat1&price=200-499');
    expect(filterFromParams(params)).toEqual({
      page: 2,
      q: 'rabindra',
      category: 'cat1',
      priceBand: '200-499',
    });
  });

  it('ignores an unknown price band and empty values', () => {
    expect(filterFromParams(new URLSearchParams('price=cheap&q=&category='))).toEqual({
      page: 0,
      q: undefined,
      category: undefined,
      priceBand: undefined,
    });
  });

  it('changing a filter goes back to the first page and keeps the others', () => {
    const next = withFilter(new URLSearchParams('page=4&q=kobi&price=under-200'), 'category', 'c9');
    expect(next.get('page')).toBeNull();
    expect(next.get('q')).toBe('kobi');
    expect(next.get('price')).toBe('under-200');
    expect(next.get('category')).toBe('c9');
    expect(withFilter(next, 'q', '  ').has('q')).toBe(false);
  });
});

describe('the low-stock list in the URL', () => {
  it('reads stockAtMost alone, ignoring the other filters beside it', () => {
    const params = new URLSearchParams(`${lowStockParams(3)}&q=kobi&page=2`);
    expect(filterFromParams(params)).toEqual({ page: 1, stockAtMost: 3 });
  });

  it('ignores a stockAtMost that is not a whole number', () => {
    const filter = filterFromParams(new URLSearchParams('stockAtMost=-1&q=kobi'));
    expect(filter.q).toBe('kobi');
    expect(filter.stockAtMost).toBeUndefined();
  });

  it('choosing another filter leaves the low-stock list', () => {
    const next = withFilter(new URLSearchParams(lowStockParams(5)), 'category', 'c9');
    expect(next.has('stockAtMost')).toBe(false);
    const filter = filterFromParams(next);
    expect(filter.category).toBe('c9');
    expect(filter.stockAtMost).toBeUndefined();
  });
});
