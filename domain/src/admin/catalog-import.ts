import { z } from 'zod';
import { createProductInputSchema } from './products';
import { documentIdSchema } from '../shared/document-id-schema';
import { TAG_SEPARATOR } from './catalog-csv';

/**
 * Importing the catalog CSV (the columns of catalog-csv.ts): the browser reads the file and sends
 * it to importCatalog a batch of rows at a time, first as a dry run, then to apply.
 */
export const IMPORT_BATCH_ROWS = 250;
export const IMPORT_MAX_ROWS = 10_000;
/**
 * The least time from the start of a call that added books to the start of the next call. A call
 * that adds raises each listing head and count once, so a call a second keeps those documents at
 * Firestore's sustained one write a second each, however fast the calls run.
 */
export const IMPORT_ADDING_CALL_SPACING_MS = 1_000;

/** How long to wait before the next call, after a call that began at `startedAt` (ms). */
export function importPauseMs(
  outcomes: readonly { action: string }[],
  startedAt: number,
  now: number,
): number {
  if (!outcomes.some((outcome) => outcome.action === 'add')) return 0;
  return Math.max(0, startedAt + IMPORT_ADDING_CALL_SPACING_MS - now);
}

export const importCatalogInputSchema = z.object({
  rows: z
    .array(z.record(z.string().max(40), z.string().max(10_000)))
    .min(1, 'No rows to import')
    .max(IMPORT_BATCH_ROWS, `At most ${IMPORT_BATCH_ROWS} rows at once`),
  /** The file's row number of rows[0] (the header is row 1), for the report. */
  firstRow: z
    .number()
    .int()
    .min(2)
    .max(IMPORT_MAX_ROWS + 1),
  apply: z.boolean(),
  /**
   * Whether a book already in the shop takes the row's quantity as its stock. Off (the default),
   * it keeps its stock: copies sold since the file was exported are not put back.
   */
  setStock: z.boolean().default(false),
});

type ImportAction = 'add' | 'update' | 'unchanged' | 'error';
export type ImportOutcome = {
  row: number;
  id: string | null;
  action: ImportAction;
  message?: string;
};
export type ImportCatalogResult = { message: string; outcomes: ImportOutcome[] };

/** A book of the file, checked as Add Product checks it (its §5 messages), with its id. */
export const importedBookSchema = createProductInputSchema
  .omit({ image: true, idempotencyKey: true })
  .extend({ id: documentIdSchema });
export type ImportedBook = z.output<typeof importedBookSchema>;

/** The three names a row links by, trimmed. */
export const linkNamesOf = (row: Record<string, string>) => ({
  category: (row.category ?? '').trim(),
  writer: (row.writer ?? '').trim(),
  publication: (row.publication ?? '').trim(),
});

/** 64 bits of FNV-1a, as hex: a stable id for a row that names none. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * The book id of a row: its `id` column, or one made from its Bangla name, writer and
 * publication, so importing the same file again finds the same books (and changes nothing).
 */
export function importedBookId(row: Record<string, string>): string {
  const given = (row.id ?? '').trim();
  if (given) return given;
  const { writer, publication } = linkNamesOf(row);
  return `imp-${fnv1a64([(row.nameB ?? '').trim(), writer, publication].join('\u0000'))}`;
}

/** A row as the product schema's input, with the linked names already turned into ids. */
export function bookInputOfRow(
  row: Record<string, string>,
  ids: { category?: string; writer?: string; publication?: string },
): Record<string, unknown> {
  return {
    id: importedBookId(row),
    nameB: row.nameB,
    nameE: row.nameE,
    bookTranslator: row.bookTranslator,
    price: row.price,
    discount: row.discount,
    quantity: row.quantity,
    status: (row.status ?? '').trim(),
    category: ids.category ?? '',
    writer: ids.writer ?? '',
    publication: ids.publication ?? '',
    bookFair: (row.bookFair ?? '').trim(),
    BookSalesInfo: (row.salesInfo ?? '').trim(),
    productTags: (row.tags ?? '')
      .split(TAG_SEPARATOR)
      .map((tag) => tag.trim())
      .filter(Boolean),
    descriptionB: row.descriptionB,
    descriptionE: row.descriptionE,
  };
}

/** What an import sets of a stored book (links by id), to tell an unchanged row from an update. */
function importedFieldsOf(book: Record<string, unknown>): string {
  const link = (value: unknown, key: string) =>
    (value as Record<string, unknown> | undefined)?.[key];
  return JSON.stringify([
    book.nameB,
    book.nameE ?? '',
    book.bookTranslator ?? '',
    book.price,
    book.discount,
    book.quantity,
    book.status,
    link(book.category, 'category_id'),
    link(book.writer, 'writer_id'),
    link(book.publication, 'publication_id'),
    book.bookFair ?? null,
    book.BookSalesInfo,
    book.productTags ?? [],
    book.descriptionB ?? '',
    book.descriptionE ?? '',
  ]);
}

export const sameImportedFields = (stored: object, next: object): boolean =>
  importedFieldsOf(stored as Record<string, unknown>) ===
  importedFieldsOf(next as Record<string, unknown>);
