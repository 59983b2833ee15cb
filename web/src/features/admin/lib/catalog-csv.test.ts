import { describe, expect, it } from 'vitest';
import { parse } from 'papaparse';
import { CATALOG_CSV_COLUMNS, catalogCsvRow } from '@boi/domain/admin/catalog-csv';
import type { Book } from '@boi/domain/catalog/schemas';
import { catalogCsvOf, templateCsv } from './catalog-csv';

const book: Book = {
  _id: 'book-00001',
  nameB: '=HYPERLINK("x")',
  nameE: 'Pather Panchali, a novel',
  price: 350,
  quantity: 4,
  discount: 10,
  status: 'in-stock',
  category: { categoryName: 'উপন্যাস', category_id: 'cat-1' },
  writer: { writerName: 'বিভূতিভূষণ', writerDetails: '', writer_id: 'w-1' },
  publication: { publicationName: 'অন্যপ্রকাশ', publication_id: 'p-1' },
  bookFair: '2024',
  productTags: ['ক্লাসিক', 'গ্রাম'],
  descriptionB: 'লাইন এক\nলাইন দুই',
  descriptionE: '',
  BookSalesInfo: 'Best Seller',
  image: 'http://x/covers/book-00001-600.webp',
  thumb: 'http://x/covers/book-00001-400.webp',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the catalog CSV', () => {
  it('opens as UTF-8 in a spreadsheet and reads back row for row', async () => {
    const csv = await catalogCsvOf([book]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const { data } = parse<Record<string, string>>(csv.slice(1), { header: true });
    expect(Object.keys(data[0] ?? {})).toEqual([...CATALOG_CSV_COLUMNS]);
    expect(data[0]).toMatchObject({
      id: 'book-00001',
      nameE: 'Pather Panchali, a novel',
      category: 'উপন্যাস',
      writer: 'বিভূতিভূষণ',
      tags: 'ক্লাসিক|গ্রাম',
      salesInfo: 'Best Seller',
      descriptionB: 'লাইন এক\nলাইন দুই',
      quantity: '4',
    });
  });

  it('never hands a spreadsheet a formula', async () => {
    const { data } = parse<Record<string, string>>((await catalogCsvOf([book])).slice(1), {
      header: true,
    });
    expect(data[0]?.nameB).toBe(`'${book.nameB}`);
    expect(catalogCsvRow(book).nameB).toBe(book.nameB);
  });

  it('the template has the same columns and one example row', async () => {
    const { data } = parse<Record<string, string>>((await templateCsv()).slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(data).toHaveLength(1);
    expect(Object.keys(data[0] ?? {})).toEqual([...CATALOG_CSV_COLUMNS]);
  });
});
