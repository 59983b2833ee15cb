import escapeHtml from 'escape-html';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from '@boi/domain/shared/constants';
import { formatTk } from '@boi/domain/pricing/money';
import { PAYMENT_LABELS } from '@boi/domain/orders/order';
import type { MailDoc, OrderDoc } from '../store/documents';

/**
 * The address the shop may mail about a caller's order: the account's own, verified (Firebase
 * Auth's link) by the time of the order; null for a phone-only or unverified address.
 */
export const mailableAddress = (caller: { email: string | null; emailVerified: boolean }) =>
  caller.emailVerified && caller.email ? caller.email : null;

const row = (cells: string[]): string => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;

type MailOrder = Pick<OrderDoc, 'number' | 'items' | 'totals' | 'shipping' | 'payment'>;

/**
 * The order confirmation, in Bangla and English. Everything from people or the catalog is escaped.
 * An order paid online is confirmed once paid (`paid`: "Paid · bKash · TrxID"), asking for nothing.
 */
export function orderConfirmationMail(to: string, order: MailOrder, paid?: string): MailDoc {
  const { number, items, totals, shipping, payment } = order;
  const paymentLine = paid ?? PAYMENT_LABELS[payment.method];
  const name = escapeHtml(shipping.name);
  const itemRows = items.map((item, i) =>
    row([
      String(i + 1),
      `${escapeHtml(item.nameB)}<br><small>${escapeHtml(item.nameE)} — ${escapeHtml(item.writerName)}</small>`,
      String(item.quantity),
      formatTk(item.price),
      formatTk(item.lineSubtotal),
    ]),
  );
  const totalRows = [
    row(['মূল্য / Price', formatTk(totals.price)]),
    row(['ছাড় / Discount', `− ${formatTk(totals.discount)}`]),
    row(['সাবটোটাল / Subtotal', formatTk(totals.subtotal)]),
    ...(totals.couponCode
      ? [
          row([
            `কুপন / Coupon ${escapeHtml(totals.couponCode)} (${totals.couponPercent}%)`,
            `− ${formatTk(totals.couponDiscount)}`,
          ]),
        ]
      : []),
    row(['ডেলিভারি চার্জ / Shipping', formatTk(totals.shipping)]),
    row(['<b>সর্বমোট / Grand total</b>', `<b>${formatTk(totals.grandTotal)}</b>`]),
  ];
  const address = [shipping.address, `${shipping.city} ${shipping.zip}`, shipping.district]
    .concat(shipping.country)
    .map(escapeHtml)
    .join(', ');
  const html = [
    `<p>ধন্যবাদ ${name}, আপনার অর্ডারটি আমরা পেয়েছি।<br>`,
    `Thank you ${name}, Your order have been received !</p>`,
    `<p>অর্ডার নম্বর / Order number: <b>${escapeHtml(number)}</b><br>`,
    `পেমেন্ট / Payment: ${escapeHtml(paymentLine)}</p>`,
    '<table cellpadding="4" border="1" style="border-collapse:collapse">',
    row(['#', 'বই / Book', 'পরিমাণ / Qty', 'দাম / Price', 'মোট / Amount']),
    ...itemRows,
    '</table>',
    `<table cellpadding="4">${totalRows.join('')}</table>`,
    `<p>ঠিকানা / Ship to: ${name}, ${address} — ${escapeHtml(shipping.phone)}</p>`,
    `<p>Boi — ${escapeHtml(SHOP_ADDRESS)} — ${escapeHtml(SHOP_PHONE)} — ${escapeHtml(SHOP_EMAIL)}</p>`,
  ].join('\n');
  const text = [
    `Thank you ${shipping.name}, Your order have been received !`,
    `Order number: ${number}`,
    ...items.map((i) => `${i.quantity} × ${i.nameB} (${i.nameE}): ${formatTk(i.lineSubtotal)}`),
    `Grand total: ${formatTk(totals.grandTotal)} (${paymentLine})`,
  ].join('\n');
  return {
    to,
    message: {
      subject: paid
        ? `Boi: অর্ডার ${number} পরিশোধিত / Order ${number} paid`
        : `Boi: অর্ডার ${number} গ্রহণ করা হয়েছে / Order ${number} received`,
      html,
      text,
    },
  };
}
