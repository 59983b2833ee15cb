import { logger } from 'firebase-functions';
import { isLowStock } from '@boi/domain/settings/shop-settings';
import { stockOf, stockProblem } from '@boi/domain/catalog/stock';
import { afterCommit } from '../shared/after-commit';
import { db } from '../shared/firestore';
import { markPagesAfterCommit } from '../shared/pages-version';
import { collections, type ProductDoc } from '../store/documents';
import { readShopSettings } from '../settings/shop-settings';
import { mailLowStock } from './low-stock-mail';
import { mailStockNotices } from './stock-notices';

/**
 * Called where stock is written, inside the transaction (a retry only notes the book again). Once
 * the running operation has committed, the mails of the books it noted are settled: the admins'
 * low-stock mail and the shoppers' back-in-stock mails, each written in a transaction with the
 * state that makes them once only. A book's band and status show on its pages, so a change of
 * either (`shown`) marks them too.
 */
export function noteStockChange(productId: string, { shown = true } = {}): void {
  afterCommit('stock mails', () => {
    const ids = new Set<string>();
    return { ids, settle: () => settleNoted(ids) };
  }).ids.add(productId);
  // Pages show a book's stock band and status only: a change of the count alone changes no page.
  if (shown) markPagesAfterCommit();
}

/** A failure is logged, never thrown: the change has committed; the book's next change settles it. */
async function settleNoted(ids: ReadonlySet<string>): Promise<void> {
  try {
    await settleStockMails([...ids]);
  } catch (error) {
    logger.error('stock mails', { ids: [...ids], error });
  }
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
