import { describe, expect, it } from 'vitest';
import { cleanPageUrl } from './clean-page-url';

describe('cleanPageUrl', () => {
  it('drops what a page does not read', () => {
    expect(cleanPageUrl('/?x=1')).toBe('/');
    expect(cleanPageUrl('/?page=2')).toBe('/');
    expect(cleanPageUrl('/product3Details/b1?utm_source=x&fbclid=y')).toBe('/product3Details/b1');
    expect(cleanPageUrl('/category?page=3')).toBe('/category');
    expect(cleanPageUrl('/no-such-page?x=1')).toBe('/no-such-page');
  });

  it('keeps a list’s page and a search’s words, once, in one spelling and order', () => {
    expect(cleanPageUrl('/category/c1?page=2')).toBe('/category/c1?page=2');
    expect(cleanPageUrl('/category/c1?page=02&x=1&page=5')).toBe('/category/c1?page=2');
    expect(cleanPageUrl('/category/c1?page=1')).toBe('/category/c1');
    expect(cleanPageUrl('/category/c1?page=abc')).toBe('/category/c1');
    expect(cleanPageUrl('/week-best-sale-all?page=4')).toBe('/week-best-sale-all?page=4');
    expect(cleanPageUrl('/search?page=2&q=%20rabi%20%20ndra%20')).toBe(
      '/search?q=rabi+ndra&page=2',
    );
    expect(cleanPageUrl('/search?q=&page=2')).toBe('/search?page=2');
    const bangla = '/search?q=%E0%A6%AA%E0%A6%A5';
    expect(cleanPageUrl(bangla)).toBe(bangla);
  });

  it('never names another site', () => {
    expect(cleanPageUrl('/.//evil.example/x?y=1')).toBe('/evil.example/x');
    expect(cleanPageUrl('//evil.example/?x=1')).toBe('/');
  });

  it('leaves the pages the browser renders alone', () => {
    expect(cleanPageUrl('/reset-password?mode=resetPassword&oobCode=abc')).toBeNull();
    expect(cleanPageUrl('/cart?x=1')).toBeNull();
    expect(cleanPageUrl('/side-navbar/product-page?stockAtMost=3')).toBeNull();
  });
});
