import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from '@boi/domain/constants';
import type { MailDoc, OrderDoc } from '../store/documents';
import { formatTk } from '@boi/domain/money';
import { esc } from './order-mail';

type NewStatus = 'Approved' | 'Cancelled';
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
  Cancelled: {
    subjectB: 'বাতিল করা হয়েছে',
    subjectE: 'cancelled',
    bodyB: 'আপনার অর্ডারটি বাতিল করা হয়েছে। প্রশ্ন থাকলে আমাদের সাথে যোগাযোগ করুন।',
    bodyE: 'Your order has been cancelled. Please contact us if you have any questions.',
  },
};

/** The customer's mail when an admin approves or cancels an order (Trigger Email shape). */
export function orderStatusMail(to: string, order: MailOrder, status: NewStatus): MailDoc {
  const words = WORDING[status];
  const { number, shipping, totals } = order;
  const html = [
    `<p>প্রিয় ${esc(shipping.name)},<br>${words.bodyB}<br>`,
    `Dear ${esc(shipping.name)}, ${words.bodyE}</p>`,
    `<p>অর্ডার নম্বর / Order number: <b>${esc(number)}</b><br>`,
    `অবস্থা / Status: <b>${status}</b><br>`,
    `সর্বমোট / Grand total: ${formatTk(totals.grandTotal)}</p>`,
    `<p>Boi — ${esc(SHOP_ADDRESS)} — ${esc(SHOP_PHONE)} — ${esc(SHOP_EMAIL)}</p>`,
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
