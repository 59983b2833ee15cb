import { describe, expect, it } from 'vitest';
import { cartAnnouncement } from './cart-announcement';

const line = (id: string, cartQuantity = 1) => ({ _id: id, nameB: `বই ${id}`, cartQuantity });

describe('cartAnnouncement', () => {
  it('names an added book, with the copies when more than one', () => {
    expect(cartAnnouncement([], [line('a')])).toBe('বই a added to cart');
    expect(cartAnnouncement([line('a')], [line('a'), line('b', 3)])).toBe(
      'বই b added to cart, 3 copies',
    );
  });

  it('gives the new quantity of a changed line', () => {
    expect(cartAnnouncement([line('a', 1), line('b')], [line('a', 2), line('b')])).toBe(
      'বই a: 2 in cart',
    );
    expect(cartAnnouncement([line('a', 2)], [line('a', 1)])).toBe('বই a: 1 in cart');
  });

  it('names a removed book, and says when the whole cart was cleared', () => {
    expect(cartAnnouncement([line('a'), line('b')], [line('b')])).toBe('বই a removed from cart');
    expect(cartAnnouncement([line('a')], [])).toBe('বই a removed from cart');
    expect(cartAnnouncement([line('a'), line('b')], [])).toBe('Cart cleared');
  });

  it('says nothing when no book or quantity changed', () => {
    expect(cartAnnouncement([], [])).toBeNull();
    expect(cartAnnouncement([line('a', 2)], [{ ...line('a', 2), nameB: 'renamed' }])).toBeNull();
  });
});
