import { describe, expect, it } from 'vitest';
import { coverSrcSet } from './cover-image';

describe('coverSrcSet', () => {
  it('offers the 400-px card cover and the 600-px detail cover', () => {
    const book = { thumb: '/i/covers/b1-400.webp', image: '/i/covers/b1-600.webp' };
    expect(coverSrcSet(book)).toBe('/i/covers/b1-400.webp 400w, /i/covers/b1-600.webp 600w');
  });

  it('describes a card cover stored at the old 300-px width as 300 wide', () => {
    const book = { thumb: '/i/uploads/up-1-300.webp', image: '/i/uploads/up-1-600.webp' };
    expect(coverSrcSet(book)).toBe('/i/uploads/up-1-300.webp 300w, /i/uploads/up-1-600.webp 600w');
  });
});
