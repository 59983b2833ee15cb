import escapeHtml from 'escape-html';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from '@boi/domain/shared/constants';
import type { MailDoc, OrderDoc } from '../store/documents';
import { formatTk } from '@boi/domain/pricing/money';

import type { OrderStatusChange } from '@boi/domain/orders/status';

type NewStatus = OrderStatusChange;
type MailOrder = Pick<OrderDoc, 'number' | 'shipping' | 'totals'>;

const WORDING: Record<
  NewStatus,
  { subjectB: string; subjectE: string; bodyB: string; bodyE: string }
> = {
  Approved: {
    subjectB: 'অনুমোদিত হয়েছে',
    subjectE: 'approved',
    bodyB: 'আপনার অর্ডারটি অনুমোদিত হয়েছে এবং শীঘ্রই পাঠানো হবে।',
    bodyE: 'Your order has been approved and will be on its way soon.',
  },
  Shipped: {
    subjectB: 'পাঠানো হয়েছে',
    subjectE: 'shipped',
    bodyB: 'আপনার অর্ডারটি কুরিয়ারে পাঠানো হয়েছে এবং শীঘ্রই আপনার কাছে পৌঁছাবে।',
    bodyE: 'Your order has left our shop with the courier and will reach you soon.',
  },
  Delivered: {
    subjectB: 'পৌঁছে গেছে',
    subjectE: 'delivered',
    bodyB: 'আপনার অর্ডারটি পৌঁছে গেছে। Boi থেকে কেনার জন্য ধন্যবাদ!',
    bodyE: 'Your order has been delivered. Thank you for shopping with Boi!',
  },
  Cancelled: {
    subjectB: 'বাতিল করা হয়েছে',
    subjectE: 'cancelled',
    bodyB: 'আপনার অর্ডারটি বাতিল করা হয়েছে। প্রশ্ন থাকলে আমাদের সাথে যোগাযোগ করুন।',
    bodyE: 'Your order has been cancelled. Please contact us if you have any questions.',
  },
};

/** The customer's mail at each status an admin gives an order (Trigger Email shape). */
export function orderStatusMail(to: string, order: MailOrder, status: NewStatus): MailDoc {
  const words = WORDING[status];
  const { number, shipping, totals } = order;
  const html = [
    `<p>প্রিয় ${escapeHtml(shipping.name)},<br>${words.bodyB}<br>`,
    `Dear ${escapeHtml(shipping.name)}, ${words.bodyE}</p>`,
    `<p>অর্ডার নম্বর / Order number: <b>${escapeHtml(number)}</b><br>`,
    `অবস্থা / Status: <b>${status}</b><br>`,
    `সর্বমোট / Grand total: ${formatTk(totals.grandTotal)}</p>`,
    `<p>Boi — ${escapeHtml(SHOP_ADDRESS)} — ${escapeHtml(SHOP_PHONE)} — ${escapeHtml(SHOP_EMAIL)}</p>`,
  ].join('\n');
  const text = [
    `Dear ${shipping.name}, ${words.bodyE}`,
    `Order number: ${number}`,
    `Status: ${status}`,
    `Grand total: ${formatTk(totals.grandTotal)}`,
  ].join('\n');
  return {
    to,
    message: {
      subject: `Boi: অর্ডার ${number} ${words.subjectB} / Order ${number} ${words.subjectE}`,
      html,
      text,
    },
  };
}
