import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, parseCartCount, readCartCount } from './cart-count';

const item = (id: string, cartQuantity: number) => ({
  _id: id,
  nameB: 'বই',
  nameE: 'Book',
  price: 100,
  quantity: 5,
  discount: 0,
  status: 'in-stock',
  category: { categoryName: 'c', category_id: 'c1' },
  writer: { writerName: 'w', writerDetails: '', writer_id: 'w1' },
  publication: { publicationName: 'p', publication_id: 'p1' },
  bookFair: null,
  productTags: [],
  descriptionB: '',
  descriptionE: '',
  BookSalesInfo: 'None',
  image: '/i.webp',
  thumb: '/t.webp',
  createdAt: '2024-01-01T00:00:00.000Z',
  cartQuantity,
  singleCartTotal: 100 * cartQuantity,
});

describe('parseCartCount', () => {
  it('counts the items of a stored cart, not their quantities', () => {
    expect(parseCartCount(JSON.stringify([item('a', 3), item('b', 1)]))).toBe(2);
    expect(parseCartCount('[]')).toBe(0);
  });

  it('treats missing, corrupt or non-array data as an empty cart', () => {
    expect(parseCartCount(null)).toBe(0);
    expect(parseCartCount('')).toBe(0);
    expect(parseCartCount('{not json')).toBe(0);
    expect(parseCartCount('{"a":1}')).toBe(0);
    expect(parseCartCount('null')).toBe(0);
  });

  it('does not count entries the cart would drop', () => {
    expect(
      parseCartCount(JSON.stringify([{}, { _id: 'old', cartQuantity: 1 }, item('a', 1)])),
    ).toBe(1);
  });
});

describe('readCartCount', () => {
  it('reads the cartItems key and survives a throwing storage', () => {
    const raw = JSON.stringify([item('a', 1)]);
    const store = { getItem: (key: string) => (key === CART_STORAGE_KEY ? raw : null) };
    expect(readCartCount(store)).toBe(1);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCartCount(broken)).toBe(0);
  });
});
