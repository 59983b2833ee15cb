import { describe, expect, it } from 'vitest';
import { DISTRICT_REQUIRED_MESSAGE, DISTRICTS } from './districts';
import { EMPTY_CART_MESSAGE, placeOrderInputSchema } from './order';

const valid = {
  idempotencyKey: 'abc12345',
  items: [{ productId: 'book-00001', quantity: 2 }],
  shipping: {
    name: 'Rahim',
    email: 'rahim@example.com',
    phone: '01712345678',
    city: 'Dhaka',
    zip: '1100',
    address: '12 Bangla Bazar',
    district: 'Dhaka',
  },
  payment: { method: 'cashOnDelivery' },
};

const messages = (input: unknown) => {
  const result = placeOrderInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('placeOrderInputSchema', () => {
  it('has the 64 districts of Bangladesh', () => {
    expect(new Set(DISTRICTS).size).toBe(64);
  });

  it('accepts a cash-on-delivery order and fixes the country', () => {
    expect(placeOrderInputSchema.parse(valid).shipping.country).toBe('Bangladesh');
  });

  it('strips client-sent prices and totals', () => {
    const parsed = placeOrderInputSchema.parse({
      ...valid,
      items: [{ productId: 'book-00001', quantity: 1, price: 1, discount: 100 }],
      cartTotalAmount: 1,
    });
    expect(parsed.items[0]).toEqual({ productId: 'book-00001', quantity: 1 });
    expect(parsed).not.toHaveProperty('cartTotalAmount');
  });

  it('uses the spec messages for an empty cart and the district placeholder', () => {
    expect(messages({ ...valid, items: [] })).toContain(EMPTY_CART_MESSAGE);
    expect(
      messages({ ...valid, shipping: { ...valid.shipping, district: 'Select Your District' } }),
    ).toContain(DISTRICT_REQUIRED_MESSAGE);
  });

  it('requires the sender number and transaction id for mobile payments', () => {
    expect(
      messages({ ...valid, payment: { method: 'bkash', senderNumber: '01712345678' } }),
    ).not.toEqual([]);
    expect(
      messages({
        ...valid,
        payment: { method: 'nagad', senderNumber: '01712345678', trxId: '8N7A6D5C' },
      }),
    ).toEqual([]);
    expect(
      messages({ ...valid, payment: { method: 'bkash', senderNumber: '123', trxId: '8N7A6D5C' } }),
    ).not.toEqual([]);
  });
});
