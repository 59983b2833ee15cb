import type {
  DocumentReference,
  Transaction,
  FieldValue,
  SetOptions,
  Timestamp,
  WithFieldValue,
} from 'firebase-admin/firestore';
import type { ListingSeq } from '@boi/domain/catalog/listings';
import { publicBookOf, stockBandOf } from '@boi/domain/catalog/public-book';
import { db } from '../shared/firestore';
import { collections, type ProductDoc, type PublicBookDoc } from '../store/documents';

/** A transaction or a batch: the public copy is written in the same one as the book. */
type Writer = {
  set(ref: DocumentReference<PublicBookDoc>, data: WithFieldValue<PublicBookDoc>): unknown;
  set(
    ref: DocumentReference<PublicBookDoc>,
    data: Partial<WithFieldValue<PublicBookDoc>>,
    options: SetOptions,
  ): unknown;
  delete(ref: DocumentReference<PublicBookDoc>): unknown;
};

type StoredBook = Omit<ProductDoc, 'createdAt' | 'updatedAt'> & {
  createdAt: Timestamp | FieldValue;
  updatedAt: Timestamp | FieldValue;
};

const publicRef = (id: string) => collections(db()).books.doc(id);

/** books/{id} follows products/{id}: written whole from the book as it now stands. */
export function setPublicBook(writer: Writer, id: string, book: StoredBook, seq: ListingSeq): void {
  writer.set(publicRef(id), publicBookOf(book, seq));
}

/** The book's numbers in its listings, read in the transaction that changes the book. */
export async function readPublicSeq(tx: Transaction, id: string): Promise<ListingSeq> {
  return ((await tx.get(publicRef(id))).get('seq') as ListingSeq | undefined) ?? {};
}

/** The public copy of a book whose stock or status changed (an order took or gave copies). */
export function setPublicStock(
  writer: Writer,
  id: string,
  stock: { quantity: number; status: ProductDoc['status'] },
  updatedAt: FieldValue,
): void {
  writer.set(
    publicRef(id),
    { stockBand: stockBandOf(stock), status: stock.status, updatedAt },
    { merge: true },
  );
}

/** A renamed category, writer or publication: its copy on the book's public copy too. */
export function setPublicLink(
  writer: Writer,
  id: string,
  link: Partial<Pick<PublicBookDoc, 'category' | 'writer' | 'publication'>>,
  updatedAt: FieldValue,
): void {
  writer.set(publicRef(id), { ...link, updatedAt }, { merge: true });
}

export function deletePublicBook(writer: Writer, id: string): void {
  writer.delete(publicRef(id));
}
