import { describe, expect, it } from 'vitest';
import { storedCartCount, storedCartLines } from './cart-count';

describe('storedCartCount', () => {
  it('counts distinct books with at least one copy', () => {
    const cart = [
      { _id: 'a', cartQuantity: 2 },
      { _id: 'b', cartQuantity: 1 },
      { _id: 'a', cartQuantity: 1 },
      { _id: 'c', cartQuantity: 0 },
    ];
    expect(storedCartCount(JSON.stringify(cart))).toBe(2);
  });

  it('reads nothing, broken JSON or a non-list as an empty cart', () => {
    expect([null, '{', '{"a":1}', '[null, 3, {"cartQuantity": 2}]'].map(storedCartCount)).toEqual([
      0, 0, 0, 0,
    ]);
  });
});

describe('storedCartLines', () => {
  it('keeps id, Bangla title and quantity of each line with at least one copy', () => {
    const cart = [
      { _id: 'a', nameB: 'পথের পাঁচালী', cartQuantity: 2, price: 300 },
      { _id: 'b', cartQuantity: '1' },
      { _id: 'c', nameB: 'x', cartQuantity: 0 },
      { nameB: 'no id', cartQuantity: 1 },
    ];
    expect(storedCartLines(JSON.stringify(cart))).toEqual([
      { _id: 'a', nameB: 'পথের পাঁচালী', cartQuantity: 2 },
      { _id: 'b', nameB: '', cartQuantity: 1 },
    ]);
  });

  it('reads nothing or broken JSON as no lines', () => {
    expect([null, '{', '{"a":1}'].map(storedCartLines)).toEqual([[], [], []]);
  });
});
