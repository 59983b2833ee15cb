import escapeHtml from 'escape-html';
import type { MailDoc } from '../store/documents';

/** The mail that confirms a new account's address: Firebase Auth's link, in Bangla and English. */
export function verificationMail(to: string, name: string, link: string): MailDoc {
  const subject = 'ইমেইল যাচাই করুন · Verify your email for Boi';
  const text = [
    `${name},`,
    'অর্ডার ও রিভিউ দিতে নিচের লিংকে ক্লিক করে আপনার ইমেইল যাচাই করুন।',
    'Open this link to verify your email address; ordering and reviewing need it:',
    link,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(name)},</p>`,
    '<p>অর্ডার ও রিভিউ দিতে নিচের লিংকে ক্লিক করে আপনার ইমেইল যাচাই করুন।</p>',
    '<p>Open this link to verify your email address; ordering and reviewing need it:</p>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n');
  return { to, message: { subject, html, text } };
}
