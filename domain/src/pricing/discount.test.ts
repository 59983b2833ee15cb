import { describe, expect, it } from 'vitest';
import { discountAmount, priceAfterDiscount } from './discount';

describe('discountAmount: ceil(price / 100 × discount) whole taka', () => {
  it.each([
    [100, 10, 10],
    [250, 15, 38], // 37.5 rounds up
    [199, 33, 66], // 65.67 rounds up
    [80, 35, 28],
    [2000, 0, 0],
    [1, 1, 1], // 0.01 rounds up to a whole taka
    [0, 50, 0],
    [999, 100, 999],
  ])('price %i at %i%% → %i', (price, discount, expected) => {
    expect(discountAmount(price, discount)).toBe(expected);
  });

  it('matches the float formula on every price 1–2000 and discount 0–35', () => {
    for (let price = 1; price <= 2000; price += 1) {
      for (let discount = 0; discount <= 35; discount += 1) {
        const exact = (price * discount) / 100;
        const expected = Number.isInteger(exact) ? exact : Math.floor(exact) + 1;
        expect(discountAmount(price, discount)).toBe(expected);
      }
    }
  });

  it('refuses fractional or negative money and impossible percents', () => {
    expect(() => discountAmount(10.5, 10)).toThrow(RangeError);
    expect(() => discountAmount(-1, 10)).toThrow(RangeError);
    expect(() => discountAmount(100, 101)).toThrow(RangeError);
    expect(() => discountAmount(100, 2.5)).toThrow(RangeError);
  });
});

describe('priceAfterDiscount', () => {
  it('is the price minus the rounded-up discount', () => {
    expect(priceAfterDiscount(250, 15)).toBe(212);
    expect(priceAfterDiscount(100, 0)).toBe(100);
  });
});
