import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, parseCartCount, readCartCount } from './cart-count';

describe('parseCartCount', () => {
  it('counts the items of a stored cart', () => {
    const cart = [
      { _id: 'a', cartQuantity: 3 },
      { _id: 'b', cartQuantity: 1 },
    ];
    expect(parseCartCount(JSON.stringify(cart))).toBe(2);
    expect(parseCartCount('[]')).toBe(0);
  });

  it('treats missing, corrupt or non-array data as an empty cart', () => {
    expect(parseCartCount(null)).toBe(0);
    expect(parseCartCount('')).toBe(0);
    expect(parseCartCount('{not json')).toBe(0);
    expect(parseCartCount('{"a":1}')).toBe(0);
    expect(parseCartCount('null')).toBe(0);
  });
});

describe('readCartCount', () => {
  it('reads the cartItems key and survives a throwing storage', () => {
    const store = { getItem: (key: string) => (key === CART_STORAGE_KEY ? '[{}]' : null) };
    expect(readCartCount(store)).toBe(1);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCartCount(broken)).toBe(0);
  });
});
