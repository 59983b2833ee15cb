import { describe, expect, it } from 'vitest';
import { orderTotals, priceLine } from './order-pricing';

describe('priceLine', () => {
  it('rounds the line discount up on the line total (singleCartTotal)', () => {
    expect(priceLine({ price: 250, discount: 15, quantity: 2 })).toMatchObject({
      lineTotal: 500,
      lineDiscount: 75,
      lineSubtotal: 425,
    });
    expect(priceLine({ price: 199, discount: 33, quantity: 1 }).lineDiscount).toBe(66);
  });

  it('refuses a zero or fractional quantity', () => {
    expect(() => priceLine({ price: 100, discount: 0, quantity: 0 })).toThrow(RangeError);
    expect(() => priceLine({ price: 100, discount: 0, quantity: 1.5 })).toThrow(RangeError);
  });
});

describe('orderTotals', () => {
  const lines = [
    { price: 250, discount: 15, quantity: 2 },
    { price: 120, discount: 0, quantity: 3 },
  ];

  it('adds the Tk 50 shipping to the discounted subtotal', () => {
    expect(orderTotals(lines)).toEqual({
      price: 860,
      discount: 75,
      subtotal: 785,
      couponPercent: 0,
      couponDiscount: 0,
      shipping: 50,
      grandTotal: 835,
    });
  });

  it('applies a coupon on the subtotal, rounded up to whole taka', () => {
    const totals = orderTotals(lines, 10);
    expect(totals.couponDiscount).toBe(79); // 78.5 rounds up
    expect(totals.grandTotal).toBe(785 - 79 + 50);
  });

  it('charges nothing for an empty cart', () => {
    expect(orderTotals([]).grandTotal).toBe(0);
  });
});
