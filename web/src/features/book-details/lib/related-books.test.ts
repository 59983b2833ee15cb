import { describe, expect, it } from 'vitest';
import { RELATED_LIMIT } from '@boi/domain/shared/constants';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import { relatedBooks } from './related-books';

const book = (id: string) => ({ _id: id }) as ShelfBook;

describe('relatedBooks', () => {
  it('leaves out the current book', () => {
    expect(relatedBooks([book('a'), book('b'), book('c')], 'b').map((b) => b._id)).toEqual([
      'a',
      'c',
    ]);
  });

  it('keeps at most RELATED_LIMIT books', () => {
    const many = Array.from({ length: RELATED_LIMIT + 1 }, (_, i) => book(String(i)));
    expect(relatedBooks(many, 'none')).toHaveLength(RELATED_LIMIT);
    expect(relatedBooks(many, '0')).toHaveLength(RELATED_LIMIT);
  });
});
