import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { PRODUCT_MESSAGES, quantityAfterUpdate } from '@boi/domain/admin/products';
import { productIndexFields } from '@boi/domain/catalog/product-index';
import { bookSearchFields } from '@boi/domain/search/fields';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { requireUpload } from '../uploads/upload-image';
import { bookFields, linkIdsOf, moveCounts, readLinks } from './product-links';
import { planListingMove } from './listings';
import { readPublicSeq, setPublicBook } from './public-book';
import { audit } from '../shared/audit';
import { noteStockChange } from '../stock/stock-watch';

/**
 * Update Book: every field of the form; tags and the picture only when sent. Moving the book to
 * another category, writer or publication moves its count in the same transaction. With
 * `seenQuantity` the stock changes by the form's difference, so a stale form never adds back
 * copies that were sold while it was open.
 */
export const updateProductOperation = defineOperation('updateProduct', async (input) => {
  const cover = input.image
    ? await requireUpload('product', input.image, PRODUCT_MESSAGES.onePicture)
    : {};
  const ref = collections(db()).products.doc(input.id);
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw new HttpsError('not-found', `Book ${input.id} was not found`);
    const { links } = await readLinks(tx, input);
    const book = {
      ...bookFields(input, links),
      quantity: quantityAfterUpdate(current.quantity, input),
      ...(input.productTags ? { productTags: input.productTags } : {}),
      ...cover,
    };
    const seq = await readPublicSeq(tx, input.id);
    const listings = await planListingMove(tx, { book: current, seq }, book);
    const updatedAt = FieldValue.serverTimestamp();
    tx.update(ref, {
      ...book,
      ...productIndexFields(book),
      ...bookSearchFields(book),
      updatedAt,
    });
    setPublicBook(tx, input.id, { ...current, ...book, updatedAt }, listings.commit());
    moveCounts(tx, linkIdsOf(current), input);
    noteStockChange(input.id);
    audit(
      tx,
      { kind: 'product', id: input.id, label: book.nameB },
      { before: current, after: { ...current, ...book } },
    );
  });
  return { message: 'Product updated', id: ref.id };
});
