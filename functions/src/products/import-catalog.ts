import { PRODUCT_MESSAGES } from '@boi/domain/admin/products';
import {
  bookInputOfRow,
  importedBookId,
  importedBookSchema,
  linkNamesOf,
  sameImportedFields,
  type ImportedBook,
  type ImportOutcome,
} from '@boi/domain/admin/catalog-import';
import type { CallableParsed } from '@boi/domain/api/callables';
import { documentIdSchema } from '@boi/domain/shared/document-id-schema';
import type { Caller } from '../shared/auth';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { readDoc, readDocs } from '../shared/read-meter';
import { collections, type ProductDoc } from '../store/documents';
import { createBooks } from './create-product';
import { placeholderCover } from './placeholder-cover';
import { updateProductOperation } from './update-product';

type Kind = 'category' | 'writer' | 'publication';
const KINDS: readonly Kind[] = ['category', 'writer', 'publication'];
const MISSING: Record<Kind, string> = {
  category: PRODUCT_MESSAGES.category,
  writer: PRODUCT_MESSAGES.writer,
  publication: PRODUCT_MESSAGES.publication,
};

/** Each name the rows link by → its document id (undefined: there is none of that name). */
async function resolveNames(rows: readonly Record<string, string>[]) {
  const all = collections(db());
  const source = { category: all.categories, writer: all.writers, publication: all.publications };
  const found = { category: new Map(), writer: new Map(), publication: new Map() } as Record<
    Kind,
    Map<string, string | undefined>
  >;
  for (const kind of KINDS) {
    const names = new Set(rows.map((row) => linkNamesOf(row)[kind]).filter(Boolean));
    await Promise.all(
      [...names].map(async (name) => {
        const match = await source[kind].where('name', '==', name).limit(1).get();
        found[kind].set(name, match.docs[0]?.id);
      }),
    );
  }
  return found;
}

/** The row as a checked book, or the first problem in the spec's words. */
function checkedRow(
  row: Record<string, string>,
  names: Awaited<ReturnType<typeof resolveNames>>,
): { book: ImportedBook } | { problem: string } {
  const linked = linkNamesOf(row);
  const ids: Partial<Record<Kind, string>> = {};
  for (const kind of KINDS) {
    const name = linked[kind];
    const id = name ? names[kind].get(name) : undefined;
    if (name && !id) return { problem: `${MISSING[kind]}: there is no ${kind} named "${name}"` };
    if (id) ids[kind] = id;
  }
  const parsed = importedBookSchema.safeParse(bookInputOfRow(row, ids));
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Invalid row' };
  return { book: parsed.data };
}

/** The links of a checked book as a stored book holds them, for the comparison. */
const withLinkIds = (book: ImportedBook) => ({
  ...book,
  category: { category_id: book.category },
  writer: { writer_id: book.writer },
  publication: { publication_id: book.publication },
});

/** A checked new row, added with the others of its call in one transaction (addNewBooks). */
type NewRow = { row: number; book: ImportedBook };

async function importRow(
  row: Record<string, string>,
  number: number,
  names: Awaited<ReturnType<typeof resolveNames>>,
  { apply, setStock }: { apply: boolean; setStock: boolean },
  caller: Caller | null,
  storedOf: (id: string) => Promise<ProductDoc | undefined>,
): Promise<ImportOutcome | NewRow> {
  const checked = checkedRow(row, names);
  if ('problem' in checked) {
    return { row: number, id: importedBookId(row), action: 'error', message: checked.problem };
  }
  const stored = await storedOf(checked.book.id);
  const keepStock = stored !== undefined && !setStock;
  const book = keepStock ? { ...checked.book, quantity: stored.quantity } : checked.book;
  const outcome = (action: ImportOutcome['action']): ImportOutcome => ({
    row: number,
    id: book.id,
    action,
  });
  if (stored && sameImportedFields(stored, withLinkIds(book))) return outcome('unchanged');
  if (!apply) return outcome(stored ? 'update' : 'add');
  if (!stored) return { row: number, book };
  // Kept stock is a change of nothing against the stock the transaction reads, so an order
  // placed since the read above keeps its copies.
  await updateProductOperation.run(
    keepStock ? { ...book, seenQuantity: stored.quantity } : book,
    caller,
  );
  return outcome('update');
}

/**
 * The new rows of a call added in one transaction, so that each listing head and count takes one
 * write per call rather than one per book. A book another import added meanwhile is unchanged.
 */
async function addNewBooks(fresh: readonly NewRow[]): Promise<ImportOutcome[]> {
  if (fresh.length === 0) return [];
  const cover = await placeholderCover();
  const products = collections(db()).products;
  const added = await db().runTransaction(async (tx) => {
    const refs = fresh.map(({ book }) => products.doc(book.id));
    const stored = await tx.getAll(...refs);
    const missing = fresh.flatMap(({ book }, i) =>
      stored[i]?.exists ? [] : [{ ref: products.doc(book.id), input: book }],
    );
    await createBooks(tx, missing, cover);
    return new Set(missing.map(({ ref }) => ref.id));
  });
  return fresh.map(({ row, book }) => ({
    row,
    id: book.id,
    action: added.has(book.id) ? 'add' : 'unchanged',
  }));
}

/**
 * The stored book of each id, read together in one round trip before the rows are checked (one
 * read each, as one by one). An id met again later in the call is read afresh: its first row may
 * have added or changed the book since.
 */
async function storedBooks(rows: readonly Record<string, string>[]) {
  const products = collections(db()).products;
  // Only ids a book may have: a row with any other is reported by its check, unread.
  const ids = [...new Set(rows.map(importedBookId))].filter(
    (id) => documentIdSchema.safeParse(id).success,
  );
  const snapshots = await readDocs(ids.map((id) => products.doc(id)));
  const first = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot.data()]));
  return async (id: string): Promise<ProductDoc | undefined> => {
    if (first.has(id)) {
      const stored = first.get(id);
      first.delete(id);
      return stored;
    }
    return (await readDoc(products.doc(id))).data();
  };
}

/** Every row's outcome, in order; the new rows are added together, up to a repeat of their id. */
async function importRows(
  { rows, firstRow, apply, setStock }: CallableParsed<'importCatalog'>,
  caller: Caller | null,
): Promise<ImportOutcome[]> {
  const names = await resolveNames(rows);
  const storedOf = await storedBooks(rows);
  const outcomes: ImportOutcome[] = [];
  let fresh: NewRow[] = [];
  const flush = async () => {
    outcomes.push(...(await addNewBooks(fresh)));
    fresh = [];
  };
  for (const [i, row] of rows.entries()) {
    // A repeated id meets the book its first row adds, as it would in a file imported row by row.
    if (fresh.some(({ book }) => book.id === importedBookId(row))) await flush();
    const result = await importRow(row, firstRow + i, names, { apply, setStock }, caller, storedOf);
    if ('action' in result) outcomes.push(result);
    else fresh.push(result);
  }
  await flush();
  return outcomes.sort((a, b) => a.row - b.row);
}

/**
 * importCatalog: a batch of rows of the catalog CSV, checked (a dry run) or applied. A row with
 * the id of a book updates it (its stock only with setStock), any other adds one; an unchanged
 * row writes nothing, so a file imported twice changes nothing the second time, and an
 * interrupted import resumes by running it again.
 */
export const importCatalogOperation = defineOperation('importCatalog', async (input, caller) => {
  const outcomes = await importRows(input, caller);
  const count = (action: ImportOutcome['action']) =>
    outcomes.filter((o) => o.action === action).length;
  const [add, update, errors] = [count('add'), count('update'), count('error')];
  const message = input.apply
    ? `Added ${add}, updated ${update}, ${errors} with errors`
    : `${add} to add, ${update} to update, ${errors} with errors`;
  return { message, outcomes };
});
