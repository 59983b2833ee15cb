import { describe, expect, it } from 'vitest';
import { bookFairInputSchema, collectionInputSchema } from '@boi/domain/admin/collections';
import { createCouponInputSchema } from '@boi/domain/admin/coupons';
import { schemaErrors } from './schema-errors';

describe('schemaErrors', () => {
  it('gives nothing for valid input', () => {
    expect(schemaErrors(collectionInputSchema)({ name: 'কবিতা' })).toEqual({});
    expect(schemaErrors(bookFairInputSchema)({ bookFairYear: '2026' })).toEqual({});
  });

  it('gives the schema message per field, the first one only', () => {
    expect(schemaErrors(collectionInputSchema)({ name: '   ' })).toEqual({
      name: 'Name is required',
    });
    expect(
      schemaErrors(createCouponInputSchema)({ couponCode: 'a', discountPercent: 150 }),
    ).toEqual({
      couponCode: 'Coupon code: 3–32 letters, digits, _ or -',
      discountPercent: 'Discount percent is a whole number from 1 to 100',
    });
  });

  it('checks the input the form sends, not the raw values', () => {
    const validate = schemaErrors(bookFairInputSchema, (values: { year: string }) => ({
      bookFairYear: values.year,
    }));
    expect(validate({ year: '26' })).toEqual({
      bookFairYear: 'Book fair year is a 4-digit year',
    });
  });
});
