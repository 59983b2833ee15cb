import escapeHtml from 'escape-html';
import { bookPath } from '@boi/domain/paths/routes';
import { stockProblem } from '@boi/domain/catalog/stock';
import { db } from '../shared/firestore';
import { siteOrigins } from '../shared/request-origin';
import { collections, type MailDoc } from '../store/documents';

/** Notices mailed per transaction (each is a mail written and a notice deleted). */
const NOTICES_PER_BATCH = 200;

export function backInStockMail(to: string, book: { id: string; nameB: string }): MailDoc {
  const link = `${siteOrigins()[0] ?? ''}${bookPath(book.id)}`;
  return {
    to,
    message: {
      subject: `Boi: ${book.nameB} আবার স্টকে / back in stock`,
      html: [
        `<p><b>${escapeHtml(book.nameB)}</b> বইটি আবার স্টকে এসেছে।<br>`,
        `<b>${escapeHtml(book.nameB)}</b> is back in stock.</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ].join('\n'),
      text: `${book.nameB} is back in stock.\n${link}`,
    },
  };
}

/**
 * Mails every shopper waiting for a book that can be sold again, once: each notice is deleted in
 * the transaction that writes its mail, and the book is re-read there, so a book sold out again
 * meanwhile keeps its waiting list.
 */
export async function mailStockNotices(productId: string): Promise<void> {
  const all = collections(db());
  const waiting = all.stockNotices.where('productId', '==', productId).limit(NOTICES_PER_BATCH);
  for (;;) {
    const sent = await db().runTransaction(async (tx) => {
      const book = (await tx.get(all.products.doc(productId))).data();
      if (!book || stockProblem(book, 1)) return 0;
      const notices = await tx.get(waiting);
      for (const notice of notices.docs) {
        tx.create(all.mail.doc(), backInStockMail(notice.data().email, { id: productId, ...book }));
        tx.delete(notice.ref);
      }
      return notices.size;
    });
    if (sent < NOTICES_PER_BATCH) return;
  }
}
