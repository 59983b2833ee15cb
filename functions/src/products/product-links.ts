import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { PRODUCT_MESSAGES } from '@boi/domain/admin/products';
import type { CallableParsed } from '@boi/domain/api/callables';
import { db } from '../shared/firestore';
import { CATALOG_STATS_DOC_ID, collections, type ProductDoc } from '../store/documents';

export type LinkIds = { category: string; writer: string; publication: string };
type Links = Pick<ProductDoc, 'category' | 'writer' | 'publication'>;
type Counted = DocumentReference<{ productCount: number }>;

const linkRefs = (ids: LinkIds) => {
  const all = collections(db());
  return {
    category: all.categories.doc(ids.category),
    writer: all.writers.doc(ids.writer),
    publication: all.publications.doc(ids.publication),
  };
};

/** The copies of the linked names a book carries, or the spec's "Please Select …" message. */
function linksOf(
  category: DocumentSnapshot | undefined,
  writer: DocumentSnapshot | undefined,
  publication: DocumentSnapshot | undefined,
): Links {
  if (!category?.exists) throw new HttpsError('invalid-argument', PRODUCT_MESSAGES.category);
  if (!writer?.exists) throw new HttpsError('invalid-argument', PRODUCT_MESSAGES.writer);
  if (!publication?.exists) throw new HttpsError('invalid-argument', PRODUCT_MESSAGES.publication);
  return {
    category: { categoryName: String(category.get('name')), category_id: category.id },
    writer: {
      writerName: String(writer.get('name')),
      writerDetails: String(writer.get('writerDetails') ?? ''),
      writer_id: writer.id,
    },
    publication: {
      publicationName: String(publication.get('name')),
      publication_id: publication.id,
    },
  };
}

/**
 * The book's category, writer and publication, read in the transaction: the copies of their names
 * that the book carries, and their refs for the book counts. A missing one is the spec's
 * "Please Select …" message, so a crafted id writes nothing.
 */
export async function readLinks(tx: Transaction, ids: LinkIds) {
  const refs = linkRefs(ids);
  const [category, writer, publication] = await tx.getAll(
    refs.category,
    refs.writer,
    refs.publication,
  );
  const links = linksOf(category, writer, publication);
  return { links, refs: refs as Record<keyof LinkIds, Counted> };
}

/** The links of several books (`idsOf` each), as readLinks gives them, each document read once. */
export async function readLinksOfMany<T>(
  tx: Transaction,
  many: readonly T[],
  idsOf: (item: T) => LinkIds,
): Promise<{ item: T; links: Links }[]> {
  const refs = many.map((item) => ({ item, ...linkRefs(idsOf(item)) }));
  const once = new Map<string, DocumentReference>();
  for (const ref of refs.flatMap((r) => [r.category, r.writer, r.publication])) {
    once.set(ref.path, ref);
  }
  const snapshots = once.size ? await tx.getAll(...once.values()) : [];
  const byPath = new Map(snapshots.map((snapshot) => [snapshot.ref.path, snapshot]));
  return refs.map(({ item, category, writer, publication }) => ({
    item,
    links: linksOf(
      byPath.get(category.path),
      byPath.get(writer.path),
      byPath.get(publication.path),
    ),
  }));
}

/** The id of each collection a stored book counts in. */
export const linkIdsOf = (book: Links): LinkIds => ({
  category: book.category.category_id,
  writer: book.writer.writer_id,
  publication: book.publication.publication_id,
});

/**
 * Moves a book's count from its old category/writer/publication to the new ones, and keeps the
 * shop's book count when a book is added (`from` null) or deleted (`to` null); same transaction.
 */
export function moveCounts(tx: Transaction, from: LinkIds | null, to: LinkIds | null): void {
  const all = collections(db());
  const refOf = { category: all.categories, writer: all.writers, publication: all.publications };
  if (!from !== !to) {
    tx.set(
      all.stats.doc(CATALOG_STATS_DOC_ID),
      { productCount: FieldValue.increment(to ? 1 : -1) },
      { merge: true },
    );
  }
  for (const key of ['category', 'writer', 'publication'] as const) {
    if (from?.[key] === to?.[key]) continue;
    if (from) tx.update(refOf[key].doc(from[key]), { productCount: FieldValue.increment(-1) });
    if (to) tx.update(refOf[key].doc(to[key]), { productCount: FieldValue.increment(1) });
  }
}

/**
 * New books' counts, each document incremented once by its number of books: their categories,
 * writers and publications, and the shop's book count.
 */
export function addCounts(tx: Transaction, added: readonly LinkIds[]): void {
  if (added.length === 0) return;
  const all = collections(db());
  const refOf = { category: all.categories, writer: all.writers, publication: all.publications };
  const tally = new Map<string, { ref: Counted; books: number }>();
  for (const ids of added) {
    for (const key of ['category', 'writer', 'publication'] as const) {
      const ref = refOf[key].doc(ids[key]) as Counted;
      const entry = tally.get(ref.path) ?? { ref, books: 0 };
      tally.set(ref.path, { ref, books: entry.books + 1 });
    }
  }
  const stats = all.stats.doc(CATALOG_STATS_DOC_ID);
  tx.set(stats, { productCount: FieldValue.increment(added.length) }, { merge: true });
  for (const { ref, books } of tally.values()) {
    tx.update(ref, { productCount: FieldValue.increment(books) });
  }
}

/** The form's fields of a book (spec §3) as stored: the text trimmed by the schema, the links' names. */
export function bookFields(
  input: Omit<CallableParsed<'updateProduct'>, 'id' | 'image' | 'productTags'>,
  links: Links,
) {
  return {
    nameB: input.nameB,
    nameE: input.nameE,
    bookTranslator: input.bookTranslator,
    price: input.price,
    quantity: input.quantity,
    discount: input.discount,
    status: input.status,
    ...links,
    bookFair: input.bookFair,
    descriptionB: input.descriptionB,
    descriptionE: input.descriptionE,
    BookSalesInfo: input.BookSalesInfo,
  };
}
