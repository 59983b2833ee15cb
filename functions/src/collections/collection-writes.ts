import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { productIndexFields } from '@boi/domain/catalog/product-index';
import { bookSearchFields } from '@boi/domain/search/fields';
import { SEARCH_SOURCE_FIELDS } from '../search/catalog-reads';
import { db } from '../shared/firestore';
import { collections, type ProductDoc } from '../store/documents';
import { setPublicLink } from '../products/public-book';
import { audit } from '../shared/audit';

/** Categories, writers and publications are written alike; these are the differences. */
export type CollectionKind = {
  collection: 'categories' | 'writers' | 'publications';
  label: 'Category' | 'Writer' | 'Publication';
  /** The book's copy of the item: `category.categoryName` and its id field. */
  bookField: 'category' | 'writer' | 'publication';
  nameField: 'categoryName' | 'writerName' | 'publicationName';
  idField: 'category_id' | 'writer_id' | 'publication_id';
};

export const CATEGORY_KIND: CollectionKind = {
  collection: 'categories',
  label: 'Category',
  bookField: 'category',
  nameField: 'categoryName',
  idField: 'category_id',
};
export const WRITER_KIND: CollectionKind = {
  collection: 'writers',
  label: 'Writer',
  bookField: 'writer',
  nameField: 'writerName',
  idField: 'writer_id',
};
export const PUBLICATION_KIND: CollectionKind = {
  collection: 'publications',
  label: 'Publication',
  bookField: 'publication',
  nameField: 'publicationName',
  idField: 'publication_id',
};

/** Writes per batch when renaming: under Firestore's 500, with room for the field transforms. */
const RENAME_BATCH = 400;

const refOf = (kind: CollectionKind, id: string) =>
  collections(db())[kind.collection].doc(id).withConverter(null);

const booksOf = (store: Firestore, kind: CollectionKind, id: string) =>
  collections(store).products.where(`${kind.bookField}.${kind.idField}`, '==', id);

export async function createItem(
  kind: CollectionKind,
  fields: { name: string; writerDetails?: string },
): Promise<string> {
  const ref = collections(db())[kind.collection].doc().withConverter(null);
  const item = {
    ...fields,
    productCount: 0,
    ...(kind.collection === 'categories' ? { section: null } : {}),
  };
  const batch = db().batch();
  batch.create(ref, { ...item, createdAt: FieldValue.serverTimestamp() });
  audit(batch, { kind: kind.bookField, id: ref.id, label: fields.name }, { after: item });
  await batch.commit();
  return ref.id;
}

/**
 * Renames the item, then the copy of its name (and a writer's details) on every book that carries
 * it, with the book's derived search fields and updatedAt, in batches. Books are paged by document id, so a book changed meanwhile is not skipped.
 */
export async function updateItem(
  kind: CollectionKind,
  id: string,
  fields: { name: string; writerDetails?: string },
): Promise<number> {
  const ref = refOf(kind, id);
  await db().runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw new HttpsError('not-found', `${kind.label} ${id} was not found`);
    tx.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
    audit(
      tx,
      { kind: kind.bookField, id, label: fields.name },
      { before, after: { ...before, ...fields } },
    );
  });
  const copy: Record<string, string> = { [`${kind.bookField}.${kind.nameField}`]: fields.name };
  if (fields.writerDetails !== undefined) copy['writer.writerDetails'] = fields.writerDetails;

  const store = db();
  let renamed = 0;
  let after: string | null = null;
  for (;;) {
    let page = booksOf(store, kind, id)
      .orderBy(FieldPath.documentId())
      .select(...SEARCH_SOURCE_FIELDS, 'price')
      .limit(RENAME_BATCH);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) return renamed;
    const batch = store.batch();
    for (const book of snapshot.docs) {
      // The book's derived search fields carry the name too, and its updatedAt tells every
      // instance's search index to take the new name.
      const data = book.data() as ProductDoc;
      const link: object = data[kind.bookField];
      const renamedBook = {
        ...data,
        [kind.bookField]: { ...link, [kind.nameField]: fields.name },
      } as ProductDoc;
      if (fields.writerDetails !== undefined) {
        renamedBook.writer = { ...renamedBook.writer, writerDetails: fields.writerDetails };
      }
      const updatedAt = FieldValue.serverTimestamp();
      batch.update(book.ref, {
        ...copy,
        ...productIndexFields(renamedBook),
        ...bookSearchFields(renamedBook),
        updatedAt,
      });
      setPublicLink(batch, book.id, { [kind.bookField]: renamedBook[kind.bookField] }, updatedAt);
    }
    await batch.commit();
    renamed += snapshot.size;
    after = snapshot.docs[snapshot.size - 1]!.id;
  }
}

/** Deletes an item no book carries; one with books is refused and nothing is written. */
export async function deleteItem(kind: CollectionKind, id: string): Promise<void> {
  const ref = refOf(kind, id);
  await db().runTransaction(async (tx) => {
    const item = await tx.get(ref);
    if (!item.exists) throw new HttpsError('not-found', `${kind.label} ${id} was not found`);
    const books = await tx.get(booksOf(db(), kind, id).select().limit(1));
    const count = Number(item.get('productCount') ?? 0);
    if (!books.empty || count > 0) {
      throw new HttpsError(
        'failed-precondition',
        `${kind.label} "${String(item.get('name'))}" still has ${Math.max(count, books.size)} book(s). Move or delete them first.`,
      );
    }
    tx.delete(ref);
    audit(
      tx,
      { kind: kind.bookField, id, label: String(item.get('name')) },
      { before: item.data() },
    );
  });
}
