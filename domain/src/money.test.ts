import { describe, expect, it } from 'vitest';
import { formatTk } from './money';

describe('formatTk', () => {
  it('writes whole taka with the Tk label and thousands separators', () => {
    expect(formatTk(0)).toBe('Tk 0');
    expect(formatTk(250)).toBe('Tk 250');
    expect(formatTk(12500)).toBe('Tk 12,500');
    expect(formatTk(1250000)).toBe('Tk 1,250,000');
  });
});
