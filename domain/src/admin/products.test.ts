import { describe, expect, it } from 'vitest';
import { quantityAfterUpdate } from './products';

describe('quantityAfterUpdate (Update Book)', () => {
  it('applies the form’s change to the stock as it is now, never below zero', () => {
    expect(quantityAfterUpdate(7, { quantity: 12, seenQuantity: 10 })).toBe(9);
    expect(quantityAfterUpdate(2, { quantity: 0, seenQuantity: 10 })).toBe(0);
    expect(quantityAfterUpdate(7, { quantity: 12 })).toBe(12);
  });
});
