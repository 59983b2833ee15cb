import type { Transaction } from 'firebase-admin/firestore';
import escapeHtml from 'escape-html';
import { formatTk } from '@boi/domain/pricing/money';
import { paidSmsText, refundSmsText } from '@boi/domain/orders/sms';
import { SHOP_EMAIL, SHOP_PHONE } from '@boi/domain/shared/constants';
import { db } from '../shared/firestore';
import { collections, type MailDoc, type OrderDoc } from '../store/documents';
import { orderConfirmationMail } from '../orders/order-mail';

/**
 * The shopper's messages of an online payment, written in the transaction that records it: the
 * paid confirmation (mail and SMS) and the refund. Mail goes to the account's address only and
 * SMS to its verified number only, as for every order message.
 */
export function queuePaidMessages(
  tx: Transaction,
  orderId: string,
  order: OrderDoc,
  trxId: string,
  smsEnabled: boolean,
): void {
  const paid = `Paid · bKash · ${trxId}`;
  if (order.email) {
    tx.create(collections(db()).mail.doc(orderId), orderConfirmationMail(order.email, order, paid));
  }
  if (smsEnabled && order.verifiedPhone) {
    const body = paidSmsText(
      {
        number: order.number,
        grandTotal: order.totals.grandTotal,
        paymentMethod: 'bkashPayNow',
        trxId,
      },
      order.language ?? 'bn',
    );
    tx.create(collections(db()).messages.doc(`${orderId}~paid`), { to: order.verifiedPhone, body });
  }
}

export function queueRefundMessages(
  tx: Transaction,
  orderId: string,
  order: OrderDoc,
  refundId: string,
  smsEnabled: boolean,
): void {
  const { number, totals, shipping } = order;
  if (order.email) {
    const mail: MailDoc = {
      to: order.email,
      message: {
        subject: `Boi: অর্ডার ${number} এর টাকা ফেরত / Order ${number} refunded`,
        html: [
          `<p>প্রিয় ${escapeHtml(shipping.name)}, অর্ডার ${escapeHtml(number)} বাতিল হয়েছে এবং ${formatTk(totals.grandTotal)} আপনার বিকাশ অ্যাকাউন্টে ফেরত পাঠানো হয়েছে।<br>`,
          `Dear ${escapeHtml(shipping.name)}, order ${escapeHtml(number)} is cancelled and ${formatTk(totals.grandTotal)} has been refunded to your bKash account.</p>`,
          `<p>Refund TrxID: <b>${escapeHtml(refundId)}</b></p>`,
          `<p>Boi — ${escapeHtml(SHOP_PHONE)} — ${escapeHtml(SHOP_EMAIL)}</p>`,
        ].join('\n'),
        text: [
          `Dear ${shipping.name}, order ${number} is cancelled and ${formatTk(totals.grandTotal)} has been refunded to your bKash account.`,
          `Refund TrxID: ${refundId}`,
        ].join('\n'),
      },
    };
    tx.create(collections(db()).mail.doc(`${orderId}~refund`), mail);
  }
  if (smsEnabled && order.verifiedPhone) {
    const body = refundSmsText(
      { number, grandTotal: totals.grandTotal, paymentMethod: 'bkashPayNow' },
      order.language ?? 'bn',
    );
    tx.create(collections(db()).messages.doc(`${orderId}~refund`), {
      to: order.verifiedPhone,
      body,
    });
  }
}
