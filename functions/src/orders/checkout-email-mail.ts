import escapeHtml from 'escape-html';
import { CHECKOUT_EMAIL_LINK_HOURS } from '@boi/domain/orders/checkout-email';
import type { MailDoc } from '../store/documents';

/**
 * The one mail an address typed at checkout gets before its owner confirms it: the shop's own
 * fixed text and the link, in Bangla and English. Nothing the shopper typed (no name, no note):
 * whoever typed the address, the mail cannot carry their words to its owner.
 */
export function checkoutEmailMail(to: string, link: string): MailDoc {
  const subject = 'ইমেইল নিশ্চিত করুন · Confirm this address for Boi order mails';
  const lines = [
    'Boi-তে একজন ক্রেতা চেয়েছেন তাঁর অর্ডারের খবর এই ঠিকানায় আসুক। ঠিকানাটি আপনার হলে নিচের লিংকে ক্লিক করে নিশ্চিত করুন।',
    'A shopper at Boi asked for their order mails to come to this address. If it is yours, open this link to confirm it:',
  ];
  const after = [
    `লিংকটি ${CHECKOUT_EMAIL_LINK_HOURS} ঘণ্টা কাজ করবে। · The link works for ${CHECKOUT_EMAIL_LINK_HOURS} hours.`,
    'আপনি না হলে এই মেইলটি উপেক্ষা করুন; নিশ্চিত না করলে আমরা এই ঠিকানায় আর কিছু পাঠাব না। · If it was not you, ignore this mail: unless you confirm, we send nothing more to this address.',
  ];
  const text = [...lines, link, ...after].join('\n\n');
  const html = [
    ...lines.map((line) => `<p>${line}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ...after.map((line) => `<p>${line}</p>`),
  ].join('\n');
  return { to, message: { subject, html, text } };
}
