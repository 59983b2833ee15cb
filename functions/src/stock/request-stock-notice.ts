import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { stockProblem } from '@boi/domain/catalog/stock';
import { STOCK_NOTICE_MESSAGES, stockNoticeId } from '@boi/domain/catalog/stock-notices';
import { db } from '../shared/firestore';
import { defineOperation, verifiedCaller } from '../shared/operation';
import { collections } from '../store/documents';

/**
 * POST /api/v1/stock-notice: 'জানিয়ে দিন' on a sold-out book. One notice per book and account
 * (asking again changes nothing); the mail goes to the account's own address.
 */
export const requestStockNoticeOperation = defineOperation(
  'requestStockNotice',
  async ({ productId }, caller) => {
    // A confirmed address only: the mail goes to an inbox its owner controls.
    const { uid, email } = verifiedCaller(caller);
    const all = collections(db());
    const ref = all.stockNotices.doc(stockNoticeId(productId, uid));
    await db().runTransaction(async (tx) => {
      const book = (await tx.get(all.products.doc(productId))).data();
      if (!book) throw new HttpsError('not-found', STOCK_NOTICE_MESSAGES.notSold);
      const problem = stockProblem(book, 1);
      if (problem?.kind === 'discontinued') {
        throw new HttpsError('failed-precondition', STOCK_NOTICE_MESSAGES.notSold);
      }
      if (!problem) throw new HttpsError('failed-precondition', STOCK_NOTICE_MESSAGES.inStock);
      tx.set(ref, {
        productId,
        uid,
        email,
        createdAt: FieldValue.serverTimestamp() as unknown as Timestamp,
      });
    });
    return { message: STOCK_NOTICE_MESSAGES.asked, id: ref.id };
  },
);
