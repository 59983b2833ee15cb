import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { stockAfterReturning, stockOf, stockProblem } from '@boi/domain/catalog/stock';
import { stockBandOf } from '@boi/domain/catalog/public-book';
import { afterCommit } from '../shared/after-commit';
import { db } from '../shared/firestore';
import { markPagesChanged } from '../shared/pages-version';
import { setPublicStock } from '../products/public-book';
import { settleStockMails } from '../stock/stock-watch';
import type { ProductDoc, StockShardsMark } from '../store/documents';
import { claimRef, SHARD_COUNT, shardRef } from '../store/stock-shard-docs';

/**
 * A bestseller's stock, split so that a rush stays within Firestore's limit of about one
 * sustained write a second per document (the distributed counter pattern, adapted to a count
 * that must never go below zero):
 *
 * - A book is split when an order finds another took from it less than HOT_MS ago: its copies go to
 *   SHARD_COUNT documents, products/{id}/stockShards/{n}. From then on an order reads one shard
 *   at random in its transaction and takes from it; when that one has too few, it reads them all
 *   and takes from as many as it needs, or refuses with what they hold together. Each shard is
 *   read and written in the order's transaction, so no copy is sold twice and none below zero.
 * - Copies coming back (a cancelled or expired order) are added to a shard at random, in the
 *   same transaction as the order's step, so they come back once.
 * - The book's own `quantity` (admin tables, the API, its public band) is the shards' sum, synced
 *   after the order commits at most once a second (syncShards); the last change of a second is
 *   synced once its second is over.
 */
const HOT_MS = 1000;
const SYNC_EVERY_MS = 1000;

/** Split, and its shards still hold the book's stock (an admin's edit of quantity undoes that). */
export const isSplit = (book: ProductDoc): book is ProductDoc & { stockShards: StockShardsMark } =>
  book.stockShards !== undefined &&
  book.stockShards.count > 0 &&
  book.stockShards.split === book.quantity;

/** A book an order took from within the last second is hot: its next order splits it. */
export const isHot = (book: ProductDoc, now = Date.now()): boolean =>
  book.stockTakenAt !== undefined && now - book.stockTakenAt < HOT_MS;

/** `copies` over `count` shards as evenly as they go. */
export const spread = (copies: number, count: number): number[] =>
  Array.from(
    { length: count },
    (_, n) => Math.floor(copies / count) + (n < copies % count ? 1 : 0),
  );

export type ShardTake = {
  ref: DocumentReference<ProductDoc>;
  /** Copies to take from each shard read. */
  takes: Map<number, number>;
};

/**
 * Reads (in the transaction) the shards an order needs to take `count` copies: one at random,
 * all when that one holds too few. Returns what to take from which, or the copies there are.
 */
export async function planShardTake(
  tx: Transaction,
  ref: DocumentReference<ProductDoc>,
  mark: StockShardsMark,
  count: number,
): Promise<ShardTake | { available: number }> {
  const first = Math.floor(Math.random() * mark.count);
  const one = (await tx.get(shardRef(ref, first))).data()?.quantity ?? 0;
  if (one >= count) return { ref, takes: new Map([[first, count]]) };
  const all = await tx.getAll(
    ...Array.from({ length: mark.count }, (_, n) => shardRef(ref, (first + n) % mark.count)),
  );
  const takes = new Map<number, number>();
  let wanted = count;
  let available = 0;
  all.forEach((snapshot, i) => {
    const held = Math.max(0, Math.floor(snapshot.data()?.quantity ?? 0));
    available += held;
    const taken = Math.min(held, wanted);
    if (taken > 0) takes.set((first + i) % mark.count, taken);
    wanted -= taken;
  });
  return wanted > 0 ? { available } : { ref, takes };
}

/** Writes a planned take (after every read of the transaction). */
export function writeShardTake(tx: Transaction, { ref, takes }: ShardTake): void {
  for (const [n, taken] of takes) {
    tx.update(shardRef(ref, n), { quantity: FieldValue.increment(-taken) });
  }
  noteShardedStock(ref);
}

/**
 * Copies back to a split book: to one shard at random (adding never oversells), and to its synced
 * sum at once, so that a sold-out book sells again even where nothing syncs after the commit (the
 * scheduled expiry). Returns are few; the book's next sync counts its shards again.
 */
export function returnToShards(
  tx: Transaction,
  ref: DocumentReference<ProductDoc>,
  book: ProductDoc & { stockShards: StockShardsMark },
  count: number,
  now: FieldValue,
): void {
  const n = Math.floor(Math.random() * book.stockShards.count);
  tx.set(shardRef(ref, n), { quantity: FieldValue.increment(count) }, { merge: true });
  const after = stockAfterReturning(book, count);
  tx.update(ref, {
    ...after,
    stockShards: { ...book.stockShards, split: after.quantity },
    updatedAt: now,
  });
  setPublicStock(tx, ref.id, { status: book.status, ...after }, now);
  noteShardedStock(ref);
}

/**
 * Splits a hot book's `left` copies (what is left once this order's are taken) over new shards;
 * the book records the split. Its caller writes the book's stock and public copy as before.
 */
export function splitStock(
  tx: Transaction,
  ref: DocumentReference<ProductDoc>,
  left: number,
): StockShardsMark {
  spread(left, SHARD_COUNT).forEach((quantity, n) => tx.set(shardRef(ref, n), { quantity }));
  const mark = { count: SHARD_COUNT, split: left, syncedAt: Date.now() };
  noteShardedStock(ref);
  return mark;
}

function noteShardedStock(ref: DocumentReference<ProductDoc>): void {
  afterCommit('stock shards', () => {
    const refs = new Map<string, DocumentReference<ProductDoc>>();
    return { refs, settle: () => syncAll([...refs.values()], Date.now()) };
  }).refs.set(ref.path, ref);
}

async function syncAll(refs: DocumentReference<ProductDoc>[], changedAt: number): Promise<void> {
  await Promise.all(refs.map((ref) => syncShards(ref, changedAt)));
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/**
 * Brings the book's quantity (and its status, public band and stock mails) in line with its
 * shards, for a change committed at `changedAt`: at once if the last sync is a second old;
 * otherwise one waiter per second claims the sync at the end of that second, and the rest are
 * covered by it. A sync that started after `changedAt` covers it (it read the shards after the
 * change had committed).
 */
export async function syncShards(
  ref: DocumentReference<ProductDoc>,
  changedAt: number,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const book = (await ref.get()).data();
    if (!book || !isSplit(book) || book.stockShards.syncedAt >= changedAt) return;
    const due = book.stockShards.syncedAt + SYNC_EVERY_MS;
    if (Date.now() < due) {
      const claimed = await db().runTransaction(async (tx) => {
        if (((await tx.get(claimRef(ref))).data()?.until ?? 0) >= due) return false;
        tx.set(claimRef(ref), { until: due });
        return true;
      });
      if (!claimed) return; // the claimer's sync starts after `due`, so after this change
      await sleep(due - Date.now());
    }
    const outcome = await syncNow(ref, changedAt);
    if (outcome !== 'too soon') {
      if (outcome === 'changed') await markPagesChanged();
      if (outcome !== 'covered') await settleStockMails([ref.id]);
      return;
    }
  }
}

/** One sync in a transaction: the book and every shard read, the book written. */
async function syncNow(
  ref: DocumentReference<ProductDoc>,
  changedAt: number,
): Promise<'covered' | 'too soon' | 'synced' | 'changed'> {
  return db().runTransaction(async (tx) => {
    const book = (await tx.get(ref)).data();
    if (!book || !isSplit(book) || book.stockShards.syncedAt >= changedAt) return 'covered';
    const startedAt = Date.now();
    if (startedAt < book.stockShards.syncedAt + SYNC_EVERY_MS) return 'too soon';
    const mark = book.stockShards;
    const shards = await tx.getAll(
      ...Array.from({ length: mark.count }, (_, n) => shardRef(ref, n)),
    );
    const quantity = shards.reduce(
      (sum, s) => sum + stockOf({ quantity: s.data()?.quantity ?? 0 }),
      0,
    );
    const status =
      quantity === 0 && book.status === 'in-stock'
        ? 'out-of-stock'
        : quantity > 0 && book.status === 'out-of-stock'
          ? 'in-stock'
          : book.status;
    const now = FieldValue.serverTimestamp();
    tx.update(ref, {
      quantity,
      status,
      stockShards: { ...mark, split: quantity, syncedAt: startedAt },
    });
    const shown = stockBandOf(book) !== stockBandOf({ quantity }) || status !== book.status;
    if (shown) setPublicStock(tx, ref.id, { quantity, status }, now);
    return shown ? 'changed' : 'synced';
  });
}

/** For assertStock: a split book's problem, from its synced sum only when that says sold out. */
export function splitStockProblem(book: ProductDoc, wanted: number) {
  const problem = stockProblem(book, wanted);
  // The synced sum may be behind the shards either way: only 0 (nothing synced back since) is
  // trusted here; any other shortage is decided by the shards themselves (planShardTake).
  return problem?.kind === 'short' && stockOf(book) > 0 ? null : problem;
}
