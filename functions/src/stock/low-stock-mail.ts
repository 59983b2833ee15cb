import escapeHtml from 'escape-html';
import { lowStockProductsPath } from '@boi/domain/paths/routes';
import { isLowStock } from '@boi/domain/settings/shop-settings';
import { stockOf } from '@boi/domain/catalog/stock';
import { db } from '../shared/firestore';
import { siteOrigins } from '../shared/request-origin';
import { collections, type MailDoc } from '../store/documents';

/** A shop has a handful of admins; each gets the mail. */
const ADMINS_MAILED = 20;

export function lowStockMail(
  to: string,
  book: { nameB: string; quantity: number },
  threshold: number,
): MailDoc {
  const link = `${siteOrigins()[0] ?? ''}${lowStockProductsPath(threshold)}`;
  const left = `${book.quantity} ${book.quantity === 1 ? 'copy' : 'copies'} left`;
  return {
    to,
    message: {
      subject: `Boi: স্টক কম / Low stock: ${book.nameB} (${left})`,
      html: [
        `<p>স্টক কম: <b>${escapeHtml(book.nameB)}</b> — ${book.quantity} কপি বাকি (সীমা ${threshold})।<br>`,
        `Low stock: <b>${escapeHtml(book.nameB)}</b> has ${escapeHtml(left)} (threshold ${threshold}).</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ].join('\n'),
      text: `Low stock: ${book.nameB} has ${left} (threshold ${threshold}).\n${link}`,
    },
  };
}

/**
 * Brings a book's low-stock flag in line with its stock, in one transaction: falling to the
 * threshold mails every admin once and sets the flag; rising above it clears the flag, so the
 * next fall mails again.
 */
export async function mailLowStock(productId: string, threshold: number): Promise<void> {
  const all = collections(db());
  const ref = all.products.doc(productId);
  await db().runTransaction(async (tx) => {
    const book = (await tx.get(ref)).data();
    if (!book) return;
    const quantity = stockOf(book);
    const low = isLowStock(quantity, threshold);
    if (low === Boolean(book.lowStockMailed)) return;
    if (!low) {
      tx.update(ref, { lowStockMailed: false });
      return;
    }
    const admins = await tx.get(all.users.where('role', '==', 'Admin').limit(ADMINS_MAILED));
    tx.update(ref, { lowStockMailed: true });
    for (const admin of admins.docs) {
      const email = admin.get('email') as unknown;
      if (typeof email !== 'string' || !email) continue;
      tx.create(all.mail.doc(), lowStockMail(email, { nameB: book.nameB, quantity }, threshold));
    }
  });
}
