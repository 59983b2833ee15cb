import {
  FieldValue,
  type DocumentReference,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { PRODUCT_MESSAGES } from '@boi/domain/admin/products';
import type { CallableParsed } from '@boi/domain/api/callables';
import { productIndexFields } from '@boi/domain/catalog/product-index';
import { bookSearchFields } from '@boi/domain/search/fields';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections, type ProductDoc } from '../store/documents';
import { requireUpload } from '../uploads/upload-image';
import type { ListingSeq } from '@boi/domain/catalog/listings';
import { addCounts, bookFields, moveCounts, readLinks, readLinksOfMany } from './product-links';
import { planListingJoins, planListingMove } from './listings';
import { setPublicBook } from './public-book';
import { audit } from '../shared/audit';

type NewBook = Omit<CallableParsed<'createProduct'>, 'image' | 'idempotencyKey'>;

type Cover = { image: string; thumb: string };
type Links = Awaited<ReturnType<typeof readLinks>>['links'];

const newBookFields = (input: NewBook, links: Links, cover: Cover) => ({
  ...bookFields(input, links),
  productTags: input.productTags,
  ...cover,
});

/** The writes of a new book: the book, its public copy with its listing numbers, its record. */
function writeNewBook(
  tx: Transaction,
  ref: DocumentReference<ProductDoc>,
  book: ReturnType<typeof newBookFields>,
  seq: ListingSeq,
): void {
  const now = FieldValue.serverTimestamp();
  const doc: WithFieldValue<ProductDoc> = {
    ...book,
    ...productIndexFields(book),
    ...bookSearchFields(book),
    createdAt: now,
    updatedAt: now,
  };
  tx.create(ref, doc);
  setPublicBook(
    tx,
    ref.id,
    { ...book, ...productIndexFields(book), createdAt: now, updatedAt: now },
    seq,
  );
  audit(tx, { kind: 'product', id: ref.id, label: book.nameB }, { after: book });
}

/**
 * A new book in the transaction: the book, its public copy, its places in the listings and the
 * three book counts (reads first, then writes: call it before writing anything else).
 */
export async function createBook(
  tx: Transaction,
  ref: DocumentReference<ProductDoc>,
  input: NewBook,
  cover: Cover,
): Promise<void> {
  const { links } = await readLinks(tx, input);
  const book = newBookFields(input, links, cover);
  const listings = await planListingMove(tx, null, book);
  writeNewBook(tx, ref, book, listings.commit());
  moveCounts(tx, null, input);
}

/**
 * Several new books in one transaction, as createBook adds one, but each shared document (a
 * listing head, a category, writer or publication, the shop's count) read once and written once:
 * the books take consecutive listing numbers in the order given. Reads first, like createBook.
 */
export async function createBooks(
  tx: Transaction,
  added: readonly { ref: DocumentReference<ProductDoc>; input: NewBook }[],
  cover: Cover,
): Promise<void> {
  if (added.length === 0) return;
  const linked = await readLinksOfMany(tx, added, ({ input }) => input);
  const books = linked.map(({ item, links }) => ({
    ref: item.ref,
    book: newBookFields(item.input, links, cover),
  }));
  const seqs = (
    await planListingJoins(
      tx,
      books.map(({ book }) => book),
    )
  ).commit();
  books.forEach(({ ref, book }, i) => writeNewBook(tx, ref, book, seqs[i] ?? {}));
  addCounts(
    tx,
    added.map(({ input }) => input),
  );
}

/** Add Product (spec §5): the book, its copies of the linked names and the three book counts, at once. */
export const createProductOperation = defineOperation('createProduct', async (input) => {
  const cover = await requireUpload('product', input.image, PRODUCT_MESSAGES.onePicture);
  const ref = collections(db()).products.doc();
  await db().runTransaction((tx) => createBook(tx, ref, input, cover));
  return { message: 'Product added', id: ref.id };
});
