import { describe, expect, it } from 'vitest';
import { asciiDigits, toBanglaDigits } from './bangla-digits';

describe('Bangla digits', () => {
  it('writes every ASCII digit in Bangla and leaves the rest', () => {
    expect(toBanglaDigits('৳1,234,567.890')).toBe('৳১,২৩৪,৫৬৭.৮৯০');
    expect(toBanglaDigits(2023)).toBe('২০২৩');
  });
  it('reads every Bangla digit back as ASCII', () => {
    expect(asciiDigits('০১৭১২-৩৪৫৬৭৮৯')).toBe('01712-3456789');
    expect(asciiDigits(toBanglaDigits('0123456789'))).toBe('0123456789');
  });
});
