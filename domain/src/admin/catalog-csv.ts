import { z } from 'zod';
import { documentIdSchema } from '../shared/document-id-schema';
import type { Book } from '../catalog/schemas';

/**
 * The catalog as a spreadsheet (Product Manage's Export CSV and its template): one row per book,
 * with its category, writer and publication by name, and its tags joined by '|'.
 */
export const CATALOG_CSV_COLUMNS = [
  'id',
  'nameB',
  'nameE',
  'bookTranslator',
  'price',
  'discount',
  'quantity',
  'status',
  'category',
  'writer',
  'publication',
  'bookFair',
  'salesInfo',
  'tags',
  'descriptionB',
  'descriptionE',
  'image',
] as const;
export type CatalogCsvRow = Record<(typeof CATALOG_CSV_COLUMNS)[number], string | number>;

export const TAG_SEPARATOR = '|';

export function catalogCsvRow(book: Book): CatalogCsvRow {
  return {
    id: book._id,
    nameB: book.nameB,
    nameE: book.nameE,
    bookTranslator: book.bookTranslator ?? '',
    price: book.price,
    discount: book.discount,
    quantity: book.quantity,
    status: book.status,
    category: book.category.categoryName,
    writer: book.writer.writerName,
    publication: book.publication.publicationName,
    bookFair: book.bookFair ?? '',
    salesInfo: book.BookSalesInfo,
    tags: book.productTags.join(TAG_SEPARATOR),
    descriptionB: book.descriptionB,
    descriptionE: book.descriptionE,
    image: book.image,
  };
}

/** The template's one example row: what each column takes. */
export const CATALOG_TEMPLATE_ROW: CatalogCsvRow = {
  id: '',
  nameB: 'পথের পাঁচালী',
  nameE: 'Pather Panchali',
  bookTranslator: '',
  price: 350,
  discount: 10,
  quantity: 25,
  status: 'in-stock',
  category: 'উপন্যাস',
  writer: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
  publication: 'অন্যপ্রকাশ',
  bookFair: '',
  salesInfo: 'None',
  tags: `ক্লাসিক${TAG_SEPARATOR}উপন্যাস`,
  descriptionB: 'অপু ও দুর্গার শৈশবের গল্প।',
  descriptionE: 'The childhood of Apu and Durga.',
  image: '',
};

/** GET /api/v1/admin/catalog-export: a page of books by id, after a cursor. */
const CATALOG_EXPORT_PAGE = 1_000;
export const catalogExportQuerySchema = z.object({
  after: documentIdSchema.optional(),
  size: z.coerce.number().int().min(1).max(CATALOG_EXPORT_PAGE).default(CATALOG_EXPORT_PAGE),
});
export type CatalogExportPage = { books: Book[]; next: string | null };
