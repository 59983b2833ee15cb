import {
  CATALOG_CSV_COLUMNS,
  CATALOG_TEMPLATE_ROW,
  catalogCsvRow,
  type CatalogCsvRow,
} from '@boi/domain/admin/catalog-csv';
import type { Book } from '@boi/domain/catalog/schemas';
import { api } from '../../../lib/api-client';

/** Every book of the catalog, a thousand a request; `onProgress` gets the count so far. */
export async function wholeCatalog(onProgress: (books: number) => void): Promise<Book[]> {
  const books: Book[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await api.read('catalogExport', {}, { after }, { auth: true });
    books.push(...page.books);
    onProgress(books.length);
    if (!page.next) return books;
    after = page.next;
  }
}

/**
 * CSV text that Excel and Google Sheets open as UTF-8 (a byte-order mark first, for the Bangla),
 * one row per book in CATALOG_CSV_COLUMNS.
 */
export async function catalogCsv(rows: CatalogCsvRow[]): Promise<string> {
  const { unparse } = await import('papaparse');
  // A name or description that starts with =, +, - or @ would run as a formula: quoted with a '.
  const csv = unparse({ fields: [...CATALOG_CSV_COLUMNS], data: rows }, { escapeFormulae: true });
  return `\uFEFF${csv}`;
}

export const catalogCsvOf = (books: Book[]) => catalogCsv(books.map(catalogCsvRow));
export const templateCsv = () => catalogCsv([CATALOG_TEMPLATE_ROW]);
