import { describe, expect, it } from 'vitest';
import { pageCount } from './pagination';

describe('pageCount', () => {
  it('is ceil(total / 10)', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(20_000)).toBe(2000);
  });
});
