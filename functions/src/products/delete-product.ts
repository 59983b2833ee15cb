import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { tombstoneBook } from '../search/catalog-reads';
import { collections } from '../store/documents';
import { linkIdsOf, moveCounts } from './product-links';
import { planListingMove } from './listings';
import { deletePublicBook, readPublicSeq } from './public-book';
import { audit } from '../shared/audit';
import { deleteShards } from '../store/stock-shard-docs';

/**
 * Deletes a book, takes it off its three book counts and leaves a tombstone for the search
 * index; a hot book's stock shards go with it. Its cover stays in the image store:
 * orders placed for it still show it.
 */
export const deleteProductOperation = defineOperation('deleteProduct', async ({ id }) => {
  const ref = collections(db()).products.doc(id);
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw new HttpsError('not-found', `Book ${id} was not found`);
    const seq = await readPublicSeq(tx, id);
    const listings = await planListingMove(tx, { book: current, seq }, null);
    tombstoneBook(tx, id);
    listings.commit();
    tx.delete(ref);
    deleteShards(tx, ref, current);
    deletePublicBook(tx, id);
    moveCounts(tx, linkIdsOf(current), null);
    audit(tx, { kind: 'product', id, label: current.nameB }, { before: current });
  });
  return { message: 'Product deleted', id };
});
