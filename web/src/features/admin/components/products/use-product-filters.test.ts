import { describe, expect, it } from 'vitest';
import { filterFromParams, withFilter } from './use-product-filters';

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
