import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from 'firebase-functions';
import { isLowStock } from '@boi/domain/stock-alerts';
import { stockOf, stockProblem } from '@boi/domain/stock';
import { db } from '../shared/firestore';
import { collections, type ProductDoc } from '../store/documents';
import { readShopSettings } from './shop-settings';
import { mailLowStock } from './low-stock-mail';
import { mailStockNotices } from './stock-notices';

/**
 * The books whose stock the running operation changed (an order, a cancellation, an admin's edit).
 * Their mails are settled once it has committed: the admins' low-stock mail and the shoppers'
 * back-in-stock mails are each written in a transaction with the state that makes them once only.
 */
const touched = new AsyncLocalStorage<Set<string>>();

/** Called where stock is written, inside the transaction (a retry only notes the book again). */
export function noteStockChange(productId: string): void {
  touched.getStore()?.add(productId);
}

/**
 * Runs an operation, then settles the mails of the books it touched. A failure there is logged,
 * never thrown: the change itself has committed, and the next change of the book settles it.
 */
export async function withStockWatch<T>(run: () => Promise<T>): Promise<T> {
  const ids = new Set<string>();
  const output = await touched.run(ids, run);
  if (ids.size > 0) {
    try {
      await settleStockMails([...ids]);
    } catch (error) {
      logger.error('stock mails', { ids: [...ids], error });
    }
  }
  return output;
}

/** Each book's low-stock flag and waiting notices, brought in line with its stock now. */
export async function settleStockMails(productIds: readonly string[]): Promise<void> {
  const products = collections(db()).products;
  const [settings, snapshots] = await Promise.all([
    readShopSettings(),
    db().getAll(...productIds.map((id) => products.doc(id))),
  ]);
  for (const snapshot of snapshots) {
    const book = snapshot.data() as ProductDoc | undefined;
    if (!book) continue;
    const low = isLowStock(stockOf(book), settings.lowStockThreshold);
    if (low !== Boolean(book.lowStockMailed)) {
      await mailLowStock(snapshot.id, settings.lowStockThreshold);
    }
    if (!stockProblem(book, 1)) await mailStockNotices(snapshot.id);
  }
}
