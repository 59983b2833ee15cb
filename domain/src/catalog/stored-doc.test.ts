import { describe, expect, it } from 'vitest';
import { storedDocOf } from './reads';

class FakeTimestamp {
  constructor(private readonly millis: number) {}
  toDate(): Date {
    return new Date(this.millis);
  }
}
const isTimestamp = (value: object): value is FakeTimestamp => value instanceof FakeTimestamp;

describe('storedDocOf', () => {
  it('turns timestamps at any depth into ISO strings and keeps the rest', () => {
    const at = new FakeTimestamp(Date.UTC(2025, 0, 2, 3, 4, 5));
    const doc = storedDocOf(
      'b1',
      { createdAt: at, name: 'বই', tags: ['a', at], nested: { at, n: 1, none: null } },
      isTimestamp,
    );
    const iso = '2025-01-02T03:04:05.000Z';
    expect(doc).toEqual({
      id: 'b1',
      data: { createdAt: iso, name: 'বই', tags: ['a', iso], nested: { at: iso, n: 1, none: null } },
    });
  });

  it('gives an absent document empty data', () => {
    expect(storedDocOf('x', undefined, isTimestamp)).toEqual({ id: 'x', data: {} });
  });
});
