import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentReference, FieldValue, Transaction } from 'firebase-admin/firestore';
import { isValidDocumentId } from '@boi/domain/shared/document-id';
import {
  isHot,
  isSplit,
  planShardTake,
  returnToShards,
  splitStock,
  splitStockProblem,
  writeShardTake,
  type ShardTake,
} from './stock-shards';
import {
  availableOf,
  stockAfterReturning,
  stockAfterTaking,
  stockProblem,
  stockProblemText,
} from '@boi/domain/catalog/stock';
import { stockBandOf } from '@boi/domain/catalog/public-book';
import { setPublicStock } from '../products/public-book';
import { noteStockChange } from '../stock/stock-watch';
import { db } from '../shared/firestore';
import { collections, type ProductDoc } from '../store/documents';

/** One order line with its book as read in the transaction (undefined: no longer in the catalog). */
export type StockedLine = {
  productId: string;
  /** The name the order recorded, for a book that has since left the catalog. */
  nameB?: string;
  quantity: number;
  /** Unset for an id that cannot name a document (such a line reads as missing). */
  ref: DocumentReference<ProductDoc> | undefined;
  book: ProductDoc | undefined;
};

/** The same book twice in an order is one line. */
export function mergeLines<L extends { productId: string; quantity: number }>(
  items: readonly L[],
): L[] {
  const byId = new Map<string, L>();
  for (const item of items) {
    const line = byId.get(item.productId);
    if (line) line.quantity += item.quantity;
    else byId.set(item.productId, { ...item });
  }
  return [...byId.values()];
}

/** The lines' books, read (and so locked) in the transaction; an id that is not one reads as missing. */
export async function readStockedLines<L extends { productId: string; quantity: number }>(
  tx: Transaction,
  lines: readonly L[],
): Promise<(L & StockedLine)[]> {
  const products = collections(db()).products;
  const known = lines.filter((line) => isValidDocumentId(line.productId));
  const snapshots =
    known.length > 0 ? await tx.getAll(...known.map((l) => products.doc(l.productId))) : [];
  return lines.map((line) => {
    const snapshot = snapshots[known.indexOf(line)];
    return { ...line, ref: snapshot?.ref, book: snapshot?.data() };
  });
}

/** A refusal naming every book that cannot be served; `details.shortages` says what is left of each. */
function refuse(
  problems: string[],
  shortages: { productId: string; available: number }[],
  prefix = '',
): never {
  throw new HttpsError('failed-precondition', `${prefix}${problems.join('; ')}`, { shortages });
}

/**
 * Refuses the whole change when any line cannot be served (the domain's stock problems), naming
 * every such book; `details.shortages` says what is left of each. `prefix` leads the message;
 * `withNeeded` adds what the order needs (re-checking an existing order). A split book's copies
 * are counted by takeStock, from its shards.
 */
export function assertStock(
  lines: readonly StockedLine[],
  { prefix = '', withNeeded = false }: { prefix?: string; withNeeded?: boolean } = {},
): void {
  const problems: string[] = [];
  const shortages: { productId: string; available: number }[] = [];
  for (const line of lines) {
    const problem =
      line.book && isSplit(line.book)
        ? splitStockProblem(line.book, line.quantity)
        : stockProblem(line.book, line.quantity);
    if (!problem) continue;
    const name = line.book?.nameB ?? line.nameB ?? line.productId;
    problems.push(stockProblemText(name, problem, withNeeded ? line.quantity : undefined));
    shortages.push({ productId: line.productId, available: availableOf(problem) });
  }
  if (problems.length > 0) refuse(problems, shortages, prefix);
}

/**
 * Takes every line's copies (the last copy marks the book out-of-stock). A split book's copies
 * come from its shards, read here first (a transaction reads before it writes), and a shortage
 * there refuses the whole change as assertStock would; a hot book is split by this take
 * (orders/stock-shards.ts). Await it before the transaction's other writes.
 */
export async function takeStock(
  tx: Transaction,
  lines: readonly StockedLine[],
  now: FieldValue,
): Promise<void> {
  const plans: ShardTake[] = [];
  const problems: string[] = [];
  const shortages: { productId: string; available: number }[] = [];
  for (const line of lines) {
    if (!line.book || !line.ref || !isSplit(line.book)) continue;
    const plan = await planShardTake(tx, line.ref, line.book.stockShards, line.quantity);
    if ('takes' in plan) plans.push(plan);
    else {
      const problem = { kind: 'short' as const, available: plan.available };
      problems.push(stockProblemText(line.book.nameB, problem));
      shortages.push({ productId: line.productId, available: plan.available });
    }
  }
  if (problems.length > 0) refuse(problems, shortages);
  for (const plan of plans) writeShardTake(tx, plan);
  for (const line of lines) {
    if (!line.book || !line.ref || isSplit(line.book)) continue; // a book that left the catalog keeps nothing
    const after = stockAfterTaking(line.book, line.quantity);
    const split = isHot(line.book) ? { stockShards: splitStock(tx, line.ref, after.quantity) } : {};
    tx.update(line.ref, { ...after, ...split, stockTakenAt: Date.now(), updatedAt: now });
    setPublicStock(tx, line.ref.id, { status: line.book.status, ...after }, now);
    noteStockChange(line.ref.id, { shown: shownChange(line.book, after) });
  }
}

/** Whether shoppers see the change: the book's stock band or its status. */
const shownChange = (
  book: ProductDoc,
  after: { quantity: number; status?: ProductDoc['status'] },
) => stockBandOf(book) !== stockBandOf(after) || (after.status ?? book.status) !== book.status;

/** Gives every line's copies back (a sold-out book is in stock again); a split book's to a shard. */
export function returnStock(tx: Transaction, lines: readonly StockedLine[], now: FieldValue): void {
  for (const line of lines) {
    if (!line.book || !line.ref) continue; // a book that left the catalog keeps nothing
    if (isSplit(line.book)) {
      returnToShards(tx, line.ref, line.book, line.quantity, now);
      noteStockChange(line.ref.id);
      continue;
    }
    const after = stockAfterReturning(line.book, line.quantity);
    tx.update(line.ref, { ...after, updatedAt: now });
    setPublicStock(tx, line.ref.id, { status: line.book.status, ...after }, now);
    noteStockChange(line.ref.id, { shown: shownChange(line.book, after) });
  }
}

/**
 * An order change's stock, in its transaction: reads the books of `lines`, then gives their
 * copies back or takes them again (approving a cancelled order), refused with `refusal` before
 * the copies are taken when some are short.
 */
export async function moveOrderStock(
  tx: Transaction,
  lines: readonly { productId: string; quantity: number }[],
  move: 'take' | 'return',
  now: FieldValue,
  refusal = '',
): Promise<void> {
  if (lines.length === 0) return;
  const books = await readStockedLines(tx, lines);
  if (move === 'return') return returnStock(tx, books, now);
  assertStock(books, { prefix: refusal, withNeeded: true });
  await takeStock(tx, books, now);
}
