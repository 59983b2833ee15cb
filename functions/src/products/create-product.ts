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
import { bookFields, moveCounts, readLinks } from './product-links';
import { planListingMove } from './listings';
import { setPublicBook } from './public-book';
import { audit } from '../shared/audit';

type NewBook = Omit<CallableParsed<'createProduct'>, 'image' | 'idempotencyKey'>;

/**
 * A new book in the transaction: the book, its public copy, its places in the listings and the
 * three book counts (reads first, then writes: call it before writing anything else).
 */
export async function createBook(
  tx: Transaction,
  ref: DocumentReference<ProductDoc>,
  input: NewBook,
  cover: { image: string; thumb: string },
): Promise<void> {
  const { links } = await readLinks(tx, input);
  const book = { ...bookFields(input, links), productTags: input.productTags, ...cover };
  const listings = await planListingMove(tx, null, book);
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
    listings.commit(),
  );
  moveCounts(tx, null, input);
  audit(tx, { kind: 'product', id: ref.id, label: book.nameB }, { after: book });
}

/** Add Product (spec §5): the book, its copies of the linked names and the three book counts, at once. */
export const createProductOperation = defineOperation('createProduct', async (input) => {
  const cover = await requireUpload('product', input.image, PRODUCT_MESSAGES.onePicture);
  const ref = collections(db()).products.doc();
  await db().runTransaction((tx) => createBook(tx, ref, input, cover));
  return { message: 'Product added', id: ref.id };
});
