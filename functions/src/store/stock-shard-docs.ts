import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { ProductDoc, StockShardDoc } from './documents';

/** A split book's stock is spread over this many shards (orders/stock-shards.ts says why). */
export const SHARD_COUNT = 64;

export const shardsOf = (ref: DocumentReference<ProductDoc>) =>
  ref.collection('stockShards') as FirebaseFirestore.CollectionReference<StockShardDoc>;
export const shardRef = (ref: DocumentReference<ProductDoc>, n: number) =>
  shardsOf(ref).doc(String(n));
/** The trailing sync's claim: products/{id}/stockShards/sync. */
export const claimRef = (ref: DocumentReference<ProductDoc>) =>
  ref.collection('stockShards').doc('sync') as DocumentReference<{ until: number }>;

/**
 * Deletes a book's shards and the sync's claim with the book (in its transaction): a deleted
 * book keeps no stock documents. Deleting a shard that was never written is no error.
 */
export function deleteShards(
  tx: Transaction,
  ref: DocumentReference<ProductDoc>,
  book: ProductDoc,
): void {
  if (!book.stockShards) return;
  const count = Math.max(book.stockShards.count, SHARD_COUNT);
  for (let n = 0; n < count; n++) tx.delete(shardRef(ref, n));
  tx.delete(claimRef(ref));
}
