import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { CatalogBook } from '@boi/domain/search/index-fields';
import { db } from '../shared/firestore';
import { readDoc, readQuery } from '../shared/read-meter';
import { CATALOG_STATS_DOC_ID, collections } from '../store/documents';

/**
 * The Firestore reads of the search index: every one bounded by a page size and metered, so a
 * request that builds or refreshes the index reports what it cost in `x-firestore-reads`.
 */

/** The fields of a book the index is built from (a full catalog read selects only these). */
export const SEARCH_SOURCE_FIELDS = [
  'nameB',
  'nameE',
  'bookTranslator',
  'descriptionE',
  'writer',
  'publication',
  'category',
  'updatedAt',
] as const;

/** Documents per query when building the index or catching up with changes. */
export const SEARCH_READ_PAGE = 500;

const millis = (value: unknown): number => (value instanceof Timestamp ? value.toMillis() : 0);

/** A stored book as the index needs it. */
export function catalogBookOf(snapshot: DocumentSnapshot): CatalogBook | null {
  const data = snapshot.data();
  if (!data) return null;
  const writer = (data.writer ?? {}) as Partial<CatalogBook['writer']>;
  const publication = (data.publication ?? {}) as Partial<CatalogBook['publication']>;
  const category = (data.category ?? {}) as { categoryName?: string };
  return {
    id: snapshot.id,
    nameB: String(data.nameB ?? ''),
    nameE: String(data.nameE ?? ''),
    bookTranslator: typeof data.bookTranslator === 'string' ? data.bookTranslator : undefined,
    descriptionE: typeof data.descriptionE === 'string' ? data.descriptionE : undefined,
    writer: {
      writerName: String(writer.writerName ?? ''),
      writerDetails: String(writer.writerDetails ?? ''),
      writer_id: String(writer.writer_id ?? ''),
    },
    publication: {
      publicationName: String(publication.publicationName ?? ''),
      publication_id: String(publication.publication_id ?? ''),
    },
    category: { categoryName: String(category.categoryName ?? '') },
    updatedAt: millis(data.updatedAt),
  };
}

/** stats/catalog's `catalogVersion`: null when no seed wrote one (a catalog built by admins). */
export async function readCatalogVersion(): Promise<string | null> {
  const stats = await readDoc(collections(db()).stats.doc(CATALOG_STATS_DOC_ID));
  const version: unknown = stats.get('catalogVersion');
  return typeof version === 'string' && version ? version : null;
}

const products = () => db().collection(collections(db()).products.id);
const tombstones = () => db().collection(collections(db()).searchTombstones.id);

/** The epoch: before every change. */
export const NEVER = Timestamp.fromMillis(0);

/** The newest value of a timestamp field in a collection (the epoch when none has it). */
async function newest(query: Query, field: string): Promise<Timestamp> {
  const snapshot = await readQuery(query.orderBy(field, 'desc').limit(1));
  const value: unknown = snapshot.docs[0]?.get(field);
  return value instanceof Timestamp ? value : NEVER;
}

export const newestUpdate = (): Promise<Timestamp> => newest(products(), 'updatedAt');
export const newestDeletion = (): Promise<Timestamp> => newest(tombstones(), 'deletedAt');

/** Every book, in pages by document id, for a full build. */
export async function* allBooks(): AsyncGenerator<CatalogBook[]> {
  let after: string | null = null;
  for (;;) {
    let page = products()
      .orderBy(FieldPath.documentId())
      .select(...SEARCH_SOURCE_FIELDS)
      .limit(SEARCH_READ_PAGE);
    if (after) page = page.startAfter(after);
    const snapshot = await readQuery(page);
    const books = snapshot.docs.map(catalogBookOf).filter((book) => book !== null);
    if (books.length > 0) yield books;
    if (snapshot.size < SEARCH_READ_PAGE) return;
    after = snapshot.docs[snapshot.size - 1]!.id;
  }
}

/** One page of changes and the exact timestamp it reaches (the next watermark). */
export type ChangePage<T> = { items: T[]; through: Timestamp };

/**
 * Documents whose timestamp `field` is after `since` (exact, to the microsecond), oldest first,
 * in pages. Ties (a batch shares one server timestamp) are ordered by document id, so paging
 * neither skips nor repeats.
 */
async function* changedSince(
  base: Query,
  field: string,
  since: Timestamp,
  fields: readonly string[],
): AsyncGenerator<ChangePage<DocumentSnapshot>> {
  let after: [Timestamp, string] | null = null;
  for (;;) {
    let page = base
      .where(field, '>', since)
      .orderBy(field)
      .orderBy(FieldPath.documentId())
      .select(...fields)
      .limit(SEARCH_READ_PAGE);
    if (after) page = page.startAfter(...after);
    const snapshot = await readQuery(page);
    const last = snapshot.docs[snapshot.size - 1];
    if (!last) return;
    const through = last.get(field) as Timestamp;
    yield { items: snapshot.docs, through };
    if (snapshot.size < SEARCH_READ_PAGE) return;
    after = [through, last.id];
  }
}

/** Books created or edited after `since`. */
export async function* booksChangedSince(
  since: Timestamp,
): AsyncGenerator<ChangePage<CatalogBook>> {
  for await (const { items, through } of changedSince(
    products(),
    'updatedAt',
    since,
    SEARCH_SOURCE_FIELDS,
  )) {
    yield { items: items.map(catalogBookOf).filter((book) => book !== null), through };
  }
}

export type Deletion = { id: string; deletedAt: number };

/** Books deleted after `since`, from their tombstones. */
export async function* deletionsSince(since: Timestamp): AsyncGenerator<ChangePage<Deletion>> {
  for await (const { items, through } of changedSince(tombstones(), 'deletedAt', since, [
    'deletedAt',
  ])) {
    yield {
      items: items.map((doc) => ({ id: doc.id, deletedAt: millis(doc.get('deletedAt')) })),
      through,
    };
  }
}

/**
 * Leaves a tombstone for a deleted book in the same transaction as the delete, so every
 * instance's search index drops it on its next refresh.
 */
export function tombstoneBook(tx: Transaction, id: string): void {
  tx.set(collections(db()).searchTombstones.doc(id), { deletedAt: FieldValue.serverTimestamp() });
}
