import { isValidDocumentId } from '@boi/domain/shared/document-id';
import type { Book } from '@boi/domain/catalog/schemas';
import { db } from '../shared/firestore';
import { notFound } from '../shared/http-error';
import { readDoc } from '../shared/read-meter';
import { collections } from '../store/documents';
import { toBook } from '../store/to-api';

export async function getProduct(id: string): Promise<Book> {
  if (!isValidDocumentId(id)) throw notFound('Book', id.slice(0, 64));
  const snapshot = await readDoc(collections(db()).products.doc(id));
  if (!snapshot.exists) throw notFound('Book', id);
  return toBook(snapshot);
}
