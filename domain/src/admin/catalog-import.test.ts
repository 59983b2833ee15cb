import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from './products';
import {
  bookInputOfRow,
  importedBookId,
  importedBookSchema,
  importPauseMs,
  sameImportedFields,
} from './catalog-import';

const row = {
  nameB: 'পথের পাঁচালী',
  nameE: 'Pather Panchali',
  price: '350',
  quantity: '4',
  status: 'in-stock',
  category: 'উপন্যাস',
  writer: 'বিভূতিভূষণ',
  publication: 'অন্যপ্রকাশ',
  tags: ' ক্লাসিক | গ্রাম ',
};
const ids = { category: 'cat-1', writer: 'w-1', publication: 'p-1' };

describe('a row of the catalog CSV', () => {
  it('keeps its id, or gets one made from its name, writer and publication', () => {
    expect(importedBookId({ ...row, id: ' book-00009 ' })).toBe('book-00009');
    expect(importedBookId(row)).toMatch(/^imp-[0-9a-f]{16}$/);
    expect(importedBookId({ ...row, price: '1' })).toBe(importedBookId(row));
    expect(importedBookId({ ...row, writer: 'অন্য' })).not.toBe(importedBookId(row));
  });

  it('is checked as Add Product checks a book, with the §5 messages', () => {
    const book = importedBookSchema.parse(bookInputOfRow(row, ids));
    expect(book).toMatchObject({ price: 350, quantity: 4, discount: 0, category: 'cat-1' });
    expect(book.productTags).toEqual(['ক্লাসিক', 'গ্রাম']);
    const problem = (input: Record<string, string>, linked = ids) =>
      importedBookSchema.safeParse(bookInputOfRow(input, linked)).error?.issues[0]?.message;
    expect(problem({ ...row, price: 'abc' })).toBe(PRODUCT_MESSAGES.price);
    expect(problem({ ...row, status: 'maybe' })).toBe(PRODUCT_MESSAGES.status);
    expect(problem({ ...row, tags: 'a|b|c|d|e|f' })).toBe(PRODUCT_MESSAGES.tooManyTags);
    expect(problem(row, { ...ids, writer: '' })).toBe(PRODUCT_MESSAGES.writer);
  });

  it('is unchanged only when every field it sets is the same', () => {
    const book = importedBookSchema.parse(bookInputOfRow(row, ids));
    const stored = {
      ...book,
      category: { category_id: 'cat-1', categoryName: 'উপন্যাস' },
      writer: { writer_id: 'w-1' },
      publication: { publication_id: 'p-1' },
      image: 'covers/x.webp',
    };
    const next = {
      ...book,
      category: { category_id: 'cat-1' },
      writer: { writer_id: 'w-1' },
      publication: { publication_id: 'p-1' },
    };
    expect(sameImportedFields(stored, next)).toBe(true);
    expect(sameImportedFields({ ...stored, price: 351 }, next)).toBe(false);
  });
});

describe('the pause between import calls', () => {
  const added = [{ action: 'unchanged' }, { action: 'add' }];
  it('keeps calls that add books a second apart', () => {
    expect(importPauseMs(added, 1_000, 1_300)).toBe(700);
    expect(importPauseMs(added, 1_000, 2_400)).toBe(0);
  });
  it('is none after a call that added nothing', () => {
    expect(importPauseMs([{ action: 'unchanged' }, { action: 'update' }], 1_000, 1_100)).toBe(0);
  });
});
