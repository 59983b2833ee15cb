import { describe, expect, it } from 'vitest';
import { queryKeysOf } from './read-queries';
import { findRead, READ_NAMES, READS, readPath } from './reads';

describe('the reads table', () => {
  it('has one row per path, but for a switch: rows with `when` first, one without last', () => {
    const byPath = new Map<string, string[]>();
    for (const name of READ_NAMES) {
      byPath.set(READS[name].path, [...(byPath.get(READS[name].path) ?? []), name]);
    }
    for (const names of byPath.values()) {
      const whens = names.map(
        (name) => (READS[name as keyof typeof READS] as { when?: string }).when,
      );
      expect(whens.slice(0, -1).every((when) => when !== undefined)).toBe(true);
      expect(whens.at(-1)).toBeUndefined();
    }
  });

  it('lists a fixed path before a parameter at its place', () => {
    const paths = READ_NAMES.map((name) => READS[name].path);
    expect(paths.indexOf('/order/mine')).toBeLessThan(paths.indexOf('/order/:email'));
    expect(paths.indexOf('/order/orderDetails/:id')).toBeLessThan(paths.indexOf('/order/:email'));
  });

  it('finds the row of a path and query', () => {
    expect(findRead('/product/b%201', {})).toEqual({ name: 'product', params: { id: 'b 1' } });
    expect(findRead('/order/mine', {})?.name).toBe('myOrders');
    expect(findRead('/order/a@b.test', {})?.name).toBe('ordersByEmail');
    expect(findRead('/review', { product: 'b1' })?.name).toBe('bookReviews');
    expect(findRead('/review', {})?.name).toBe('allReviews');
    expect(findRead('/nothing', {})).toBeNull();
    expect(findRead('/product/%E0%A4%A', {})).toBeNull();
  });

  it('fills a path and names the query parameters', () => {
    expect(readPath('order', { id: 'a/b' })).toBe('/order/orderDetails/a%2Fb');
    expect(readPath('home', {})).toBe('/home');
    expect(queryKeysOf('search')).toEqual(['q', 'page', 'size']);
  });
});
