import { describe, expect, it } from 'vitest';
import { orderDate } from './order-date';

describe('orderDate', () => {
  it('gives the date in Dhaka (UTC+6)', () => {
    expect(orderDate('2024-03-05T10:00:00.000Z')).toBe('2024-03-05');
    expect(orderDate('2024-03-05T19:30:00.000Z')).toBe('2024-03-06');
  });

  it('is empty for a malformed timestamp', () => {
    expect(orderDate('not a date')).toBe('');
  });
});
