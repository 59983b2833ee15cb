import { describe, expect, it } from 'vitest';
import { MAX_PAGE_INDEX, parsePageParam, withPageIndex } from './page-param';

describe('parsePageParam', () => {
  it('converts the 1-based page to the 0-based index', () => {
    expect(parsePageParam('1')).toBe(0);
    expect(parsePageParam('2')).toBe(1);
    expect(parsePageParam(' 12 ')).toBe(11);
  });

  it('falls back to the first page for missing or malformed values', () => {
    for (const raw of [null, undefined, '', '0', '-3', '2.5', 'abc', '1e3', '৩']) {
      expect(parsePageParam(raw)).toBe(0);
    }
  });

  it('caps huge values at the largest index the API accepts', () => {
    expect(parsePageParam('99999999999999999999')).toBe(MAX_PAGE_INDEX);
  });
});

describe('withPageIndex', () => {
  it('writes the 1-based page and keeps other params', () => {
    const next = withPageIndex(new URLSearchParams('q=x'), 2);
    expect(next.toString()).toBe('q=x&page=3');
  });

  it('drops the param for the first page', () => {
    expect(withPageIndex(new URLSearchParams('page=4&q=x'), 0).toString()).toBe('q=x');
  });

  it('does not change the given params', () => {
    const params = new URLSearchParams('page=2');
    withPageIndex(params, 5);
    expect(params.toString()).toBe('page=2');
  });
});
