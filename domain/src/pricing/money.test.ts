import { describe, expect, it } from 'vitest';
import { formatTk } from './money';

describe('formatTk', () => {
  it('writes whole taka with the Tk label and thousands separators', () => {
    expect(formatTk(0)).toBe('Tk 0');
    expect(formatTk(250)).toBe('Tk 250');
    expect(formatTk(12500)).toBe('Tk 12,500');
    expect(formatTk(1250000)).toBe('Tk 1,250,000');
    expect(formatTk(1250, 'label')).toBe('Tk 1,250');
  });

  it('writes the Bangla taka sign for the cart, kept on the number by a no-break space', () => {
    expect(formatTk(0, 'sign')).toBe('৳\u00a00');
    expect(formatTk(50, 'sign')).toBe('৳\u00a050');
    expect(formatTk(12500, 'sign')).toBe('৳\u00a012,500');
    expect(formatTk(1250000, 'sign')).toBe('৳\u00a01,250,000');
  });

  it('groups thousands exactly as en-US does, negatives and fractions too', () => {
    for (const amount of [-1250, -999, 999, 1000, 99999, 100000, 2 ** 53 - 1, 12.5, 1234.56]) {
      expect(formatTk(amount)).toBe(`Tk ${amount.toLocaleString('en-US')}`);
    }
  });
});
