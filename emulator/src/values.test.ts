import { describe, expect, it } from 'vitest';
import { deleteField, getField, parseFieldPath, setField } from './field-path';
import { compareResourceNames, compareStrings, compareValues, type FsValue } from './values';

describe('parseFieldPath', () => {
  it('splits dotted paths and honours backtick quoting', () => {
    expect(parseFieldPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`a\\`b`')).toEqual(['a`b']);
    expect(() => parseFieldPath('a..b')).toThrow(/Invalid field path/);
  });
});

describe('nested field access', () => {
  it('sets, reads and deletes nested values without mutating the input', () => {
    const original = new Map<string, FsValue>([['a', { type: 'integer', value: 1 }]]);
    const set = setField(original, ['m', 'x'], { type: 'string', value: 'v' });
    expect(getField(set, ['m', 'x'])).toEqual({ type: 'string', value: 'v' });
    expect(original.has('m')).toBe(false);
    expect(getField(deleteField(set, ['m', 'x']), ['m', 'x'])).toBeUndefined();
  });
});

describe('ordering', () => {
  it('compares strings by code point (UTF-8 order)', () => {
    expect(compareStrings('\uffe0', '😀')).toBe(-1);
    expect(compareStrings('a', 'ab')).toBe(-1);
    expect(compareStrings('b', 'a')).toBe(1);
  });

  it('compares resource names segment by segment', () => {
    expect(compareResourceNames('c/a/x', 'c/a-b/x')).toBe(-1);
    expect(compareResourceNames('c/a', 'c/a/s/d')).toBe(-1);
    expect(compareResourceNames('c/b', 'c/a/s/d')).toBe(1);
    expect(compareResourceNames('c/ab', 'c/a')).toBe(1);
  });

  it('compares ints and doubles numerically, NaN first', () => {
    const int = (value: number): FsValue => ({ type: 'integer', value });
    const double = (value: number): FsValue => ({ type: 'double', value });
    expect(compareValues(int(1), double(1))).toBe(0);
    expect(compareValues(double(Number.NaN), int(-5))).toBe(-1);
    expect(compareValues(int(2), double(1.5))).toBe(1);
  });
});
