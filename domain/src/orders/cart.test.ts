import { describe, expect, it } from 'vitest';
import {
  addByIncrement,
  addToCart,
  allRemoveFromCart,
  decreaseCart,
  getTotals,
  incrementCart,
  lineCap,
  orderLines,
  refreshCartItem,
  removeFromCart,
  type CartItem,
} from './cart';
import { hasSameBookFields, parseStoredCart } from './stored-cart';
import { MAX_LINE_QUANTITY } from '../shared/constants';
import { orderTotals } from '../pricing/order-pricing';
import { placeOrderInputSchema } from './order';
import type { Book } from '../catalog/schemas';

function book(id: string, overrides: Partial<Book> = {}): Book {
  return {
    _id: id,
    nameB: `বই ${id}`,
    nameE: `Book ${id}`,
    price: 200,
    quantity: 5,
    discount: 0,
    status: 'in-stock',
    category: { categoryName: 'উপন্যাস', category_id: 'c1' },
    writer: { writerName: 'লেখক', writerDetails: '', writer_id: 'w1' },
    publication: { publicationName: 'প্রকাশনী', publication_id: 'p1' },
    bookFair: null,
    productTags: [],
    descriptionB: '',
    descriptionE: '',
    BookSalesInfo: 'None',
    image: `/api/v1/images/products/${id}.webp`,
    thumb: `/api/v1/images/products/${id}-thumb.webp`,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const quantities = (items: CartItem[]) => items.map((i) => [i._id, i.cartQuantity]);

describe('addToCart', () => {
  it('adds an absent book with quantity 1 and its line total', () => {
    const cart = addToCart([], book('a', { price: 150 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ _id: 'a', cartQuantity: 1, singleCartTotal: 150 });
  });

  it('raises the quantity of a book already in the cart and recomputes its total', () => {
    const a = book('a', { price: 150 });
    const cart = addToCart(addToCart([], a), a);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ cartQuantity: 2, singleCartTotal: 300 });
  });

  it('does not mutate its input', () => {
    const before = addToCart([], book('a'));
    const snapshot = structuredClone(before);
    addToCart(before, book('a'));
    addToCart(before, book('b'));
    expect(before).toEqual(snapshot);
  });

  it('stops at the order line limit', () => {
    const a = book('a', { quantity: 500 });
    const full = addByIncrement([], a, MAX_LINE_QUANTITY);
    expect(addToCart(full, a)[0]?.cartQuantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe('removeFromCart', () => {
  it('removes the matching id only', () => {
    const cart = addToCart(addToCart([], book('a')), book('b'));
    expect(quantities(removeFromCart(cart, 'a'))).toEqual([['b', 1]]);
  });

  it('returns the same cart when the id is absent', () => {
    const cart = addToCart([], book('a'));
    expect(removeFromCart(cart, 'zzz')).toBe(cart);
  });
});

describe('decreaseCart', () => {
  it('lowers the quantity by 1 and recomputes the line total', () => {
    const cart = addByIncrement([], book('a', { price: 100 }), 3);
    expect(decreaseCart(cart, 'a')[0]).toMatchObject({ cartQuantity: 2, singleCartTotal: 200 });
  });

  it('stops at 1 and never removes the item', () => {
    const cart = addToCart([], book('a'));
    const after = decreaseCart(decreaseCart(cart, 'a'), 'a');
    expect(quantities(after)).toEqual([['a', 1]]);
    expect(after).toBe(cart);
  });

  it('ignores an absent id', () => {
    const cart = addToCart([], book('a'));
    expect(decreaseCart(cart, 'b')).toBe(cart);
  });
});

describe('incrementCart', () => {
  it('raises the quantity while below the stock', () => {
    const a = book('a', { quantity: 2, price: 80 });
    const cart = incrementCart(addToCart([], a), a);
    expect(cart[0]).toMatchObject({ cartQuantity: 2, singleCartTotal: 160 });
  });

  it('is silently ignored at the stock', () => {
    const a = book('a', { quantity: 2 });
    const atStock = incrementCart(addToCart([], a), a);
    expect(incrementCart(atStock, a)).toBe(atStock);
  });

  it('uses the stock of the book it is given (fresher than the stored one)', () => {
    const cart = addByIncrement([], book('a', { quantity: 5 }), 2);
    expect(incrementCart(cart, book('a', { quantity: 2 }))[0]?.cartQuantity).toBe(2);
  });

  it('adds an absent item with quantity 1', () => {
    const cart = incrementCart(addToCart([], book('a')), book('b'));
    expect(quantities(cart)).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('never goes beyond the order line limit even with a large stock', () => {
    const a = book('a', { quantity: 1000 });
    const full = addByIncrement([], a, 500);
    expect(full[0]?.cartQuantity).toBe(MAX_LINE_QUANTITY);
    expect(incrementCart(full, a)).toBe(full);
  });
});

describe('addByIncrement', () => {
  it('adds an absent book with the given quantity', () => {
    const cart = addByIncrement([], book('a', { price: 50 }), 3);
    expect(cart[0]).toMatchObject({ cartQuantity: 3, singleCartTotal: 150 });
  });

  it('adds the given quantity to an existing item', () => {
    const a = book('a', { quantity: 10 });
    const cart = addByIncrement(addByIncrement([], a, 2), a, 3);
    expect(quantities(cart)).toEqual([['a', 5]]);
  });

  it('caps at the stock, for new and existing items', () => {
    const a = book('a', { quantity: 4 });
    expect(addByIncrement([], a, 9)[0]?.cartQuantity).toBe(4);
    expect(addByIncrement(addByIncrement([], a, 3), a, 3)[0]?.cartQuantity).toBe(4);
  });

  it('never lowers an existing quantity when the stock fell below it', () => {
    const cart = addByIncrement([], book('a', { quantity: 5 }), 5);
    expect(addByIncrement(cart, book('a', { quantity: 2 }), 1)[0]?.cartQuantity).toBe(5);
  });

  it('ignores quantities below 1 or not whole, and sold-out books', () => {
    const cart = addToCart([], book('a'));
    expect(addByIncrement(cart, book('a'), 0)).toBe(cart);
    expect(addByIncrement(cart, book('a'), -2)).toBe(cart);
    expect(addByIncrement(cart, book('a'), 1.5)).toBe(cart);
    expect(addByIncrement(cart, book('a'), Number.NaN)).toBe(cart);
    expect(addByIncrement(cart, book('b', { quantity: 0 }), 1)).toBe(cart);
  });
});

describe('refreshCartItem', () => {
  it('takes the new book fields and keeps the quantity', () => {
    const cart = addByIncrement([], book('a', { price: 100 }), 2);
    const fresh = refreshCartItem(cart, book('a', { price: 120, discount: 10, quantity: 1 }));
    expect(fresh[0]).toMatchObject({ price: 120, discount: 10, quantity: 1, cartQuantity: 2 });
    expect(fresh[0]?.singleCartTotal).toBe(240);
  });
});

describe('hasSameBookFields', () => {
  it('compares the book fields only, in any key order', () => {
    const item = addByIncrement([], book('a'), 2)[0]!;
    const { _id, ...rest } = book('a');
    expect(hasSameBookFields(item, { ...rest, _id, extra: 1 } as Book)).toBe(true);
    expect(hasSameBookFields(item, book('a', { price: 1 }))).toBe(false);
    expect(hasSameBookFields(item, book('a', { quantity: 0 }))).toBe(false);
  });
});

describe('allRemoveFromCart', () => {
  it('empties the cart', () => {
    expect(allRemoveFromCart()).toEqual([]);
  });
});

describe('getTotals', () => {
  it('sums price × quantity and the quantities', () => {
    let cart = addByIncrement([], book('a', { price: 150 }), 2);
    cart = addByIncrement(cart, book('b', { price: 99 }), 3);
    expect(getTotals(cart)).toMatchObject({ cartTotalAmount: 597, cartTotalQuantity: 5 });
  });

  it('counts whole taka: a fractional price is refused, not rounded', () => {
    const cart = [{ ...addToCart([], book('a'))[0]!, price: 0.1, cartQuantity: 3 }];
    expect(() => getTotals(cart)).toThrow(RangeError);
  });

  it('is zero for an empty cart, without shipping', () => {
    expect(getTotals([])).toEqual({
      cartTotalAmount: 0,
      cartTotalQuantity: 0,
      price: 0,
      discount: 0,
      subtotal: 0,
      couponPercent: 0,
      couponDiscount: 0,
      shipping: 0,
      grandTotal: 0,
    });
  });

  it('is orderTotals of the lines, with line discounts, coupon and shipping', () => {
    let cart = addByIncrement([], book('a', { price: 333, discount: 15 }), 2);
    cart = addByIncrement(cart, book('b', { price: 120, discount: 0 }), 1);
    const totals = getTotals(cart, 10);
    expect(totals).toEqual({
      ...orderTotals(
        cart.map((i) => ({ ...i, quantity: i.cartQuantity })),
        10,
      ),
      cartTotalAmount: 786,
      cartTotalQuantity: 3,
    });
    // ceil(666 × 15 / 100) = 100; subtotal 686; coupon ceil(68.6) = 69; + 50
    expect(totals).toMatchObject({ price: 786, discount: 100, subtotal: 686, couponDiscount: 69 });
    expect(totals.grandTotal).toBe(667);
  });
});

describe('parseStoredCart', () => {
  const stored = (items: unknown) => JSON.stringify(items);

  it('reads back what was stored, recomputing singleCartTotal', () => {
    const cart = addByIncrement([], book('a', { price: 100 }), 2);
    const tampered = [{ ...cart[0], singleCartTotal: 1 }];
    expect(parseStoredCart(stored(cart))).toEqual(cart);
    expect(parseStoredCart(stored(tampered))[0]?.singleCartTotal).toBe(200);
  });

  it('treats missing, corrupt or non-array data as an empty cart', () => {
    for (const raw of [null, undefined, '', '{not json', '{"a":1}', 'null', '42', '"x"']) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });

  it('drops invalid, stale-shape and duplicate entries and keeps the rest', () => {
    const good = addToCart([], book('a'))[0]!;
    const raw = stored([
      null,
      7,
      'text',
      { _id: 'old', name: 'Old shape', picture: 'x.png', price: 10, cartQuantity: 1 },
      { ...good, _id: 'zero', cartQuantity: 0 },
      { ...good, _id: 'half', cartQuantity: 1.5 },
      { ...good, _id: 'neg', price: -5 },
      { ...good, _id: 'noqty', cartQuantity: undefined },
      good,
      { ...good, cartQuantity: 3 },
    ]);
    expect(quantities(parseStoredCart(raw))).toEqual([['a', 1]]);
  });

  it('lowers quantities above the order line limit to it', () => {
    const good = addToCart([], book('a', { quantity: 1000 }))[0]!;
    const [item] = parseStoredCart(stored([{ ...good, cartQuantity: 500 }]));
    expect(item?.cartQuantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe('lineCap and orderLines', () => {
  it('never fills a line past what placeOrder accepts', () => {
    const line = (quantity: number) =>
      placeOrderInputSchema.shape.items.element.safeParse({ productId: 'a', quantity });
    const full = addByIncrement([], book('a', { quantity: 1000 }), 1000);
    expect(line(full[0]!.cartQuantity).success).toBe(true);
    expect(line(full[0]!.cartQuantity + 1).success).toBe(false);
  });

  it('caps a line at the stock and the order line limit', () => {
    expect(lineCap({ quantity: 3 })).toBe(3);
    expect(lineCap({ quantity: 0 })).toBe(0);
    expect(lineCap({ quantity: 1000 })).toBe(MAX_LINE_QUANTITY);
  });

  it('sends only ids and quantities', () => {
    const cart = addByIncrement(addToCart([], book('a')), book('b'), 2);
    expect(orderLines(cart)).toEqual([
      { productId: 'a', quantity: 1 },
      { productId: 'b', quantity: 2 },
    ]);
  });
});

describe('parseStoredCart: which entries are kept', () => {
  const good = { ...book('a', { bookTranslator: 'অনুবাদক', bookFair: '2023' }), cartQuantity: 2 };
  const variants: [string, unknown, boolean][] = [
    ['valid', good, true],
    ['no translator', { ...good, bookTranslator: undefined }, true],
    ['empty id', { ...good, _id: '' }, false],
    ['empty nameB', { ...good, nameB: '' }, false],
    ['price as text', { ...good, price: '100' }, false],
    ['fractional price', { ...good, price: 10.5 }, false],
    ['discount above 100', { ...good, discount: 101 }, false],
    ['negative stock', { ...good, quantity: -1 }, false],
    ['unknown status', { ...good, status: 'gone' }, false],
    ['no writer', { ...good, writer: undefined }, false],
    ['writer without id', { ...good, writer: { writerName: 'x', writerDetails: '' } }, false],
    ['no publication', { ...good, publication: null }, false],
    ['tags not strings', { ...good, productTags: [1] }, false],
    ['bookFair number', { ...good, bookFair: 2023 }, false],
    ['no thumb', { ...good, thumb: undefined }, false],
    ['zero cartQuantity', { ...good, cartQuantity: 0 }, false],
    ['an array', [good], false],
  ];

  it.each(variants)('%s (kept: %s)', (_label, value, kept) => {
    expect(parseStoredCart(JSON.stringify([value]))).toHaveLength(kept ? 1 : 0);
  });

  it('keeps only Book fields from a stored entry', () => {
    const raw = JSON.stringify([{ ...good, role: 'Admin', singleCartTotal: 1 }]);
    const [item] = parseStoredCart(raw);
    expect(item).not.toHaveProperty('role');
    expect(item).toEqual({ ...good, singleCartTotal: 400 });
  });
});
