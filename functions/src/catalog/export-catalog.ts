import { FieldPath } from 'firebase-admin/firestore';
import { catalogExportQuerySchema, type CatalogExportPage } from '@boi/domain/admin/catalog-csv';
import { db } from '../shared/firestore';
import { parseInput } from '../shared/parse';
import { readQuery } from '../shared/read-meter';
import { collections } from '../store/documents';
import { toBook } from '../store/to-api';

/**
 * GET /api/v1/admin/catalog-export: the whole catalog a page at a time (by document id, so the
 * cursor holds while books are added), for Product Manage's Export CSV. A page costs its books.
 */
export async function exportCatalogPage(rawQuery: unknown): Promise<CatalogExportPage> {
  const { after, size } = parseInput(catalogExportQuerySchema, rawQuery);
  let query = collections(db()).products.orderBy(FieldPath.documentId()).limit(size);
  if (after) query = query.startAfter(after);
  const { docs } = await readQuery(query);
  return {
    books: docs.map(toBook),
    next: docs.length === size ? (docs.at(-1)?.id ?? null) : null,
  };
}
