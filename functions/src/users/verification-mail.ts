import escapeHtml from 'escape-html';
import { ROUTES } from '@boi/domain/paths/routes';
import type { MailDoc } from '../store/documents';

/**
 * The mail that confirms a new account's address: Firebase Auth's link, in Bangla and English.
 * It carries nothing the caller typed (not even the name): sign-up mails any address, so its text
 * must not be a message someone else chose.
 */
export function verificationMail(to: string, link: string): MailDoc {
  const subject = 'ইমেইল যাচাই করুন · Verify your email for Boi';
  const text = [
    'অর্ডার ও রিভিউ দিতে নিচের লিংকে ক্লিক করে আপনার ইমেইল যাচাই করুন।',
    'Open this link to verify your email address; ordering and reviewing need it:',
    link,
    'আপনি Boi-তে অ্যাকাউন্ট না খুলে থাকলে এই মেইলটি উপেক্ষা করুন। · If you did not sign up for Boi, ignore this mail.',
  ].join('\n\n');
  const html = [
    '<p>অর্ডার ও রিভিউ দিতে নিচের লিংকে ক্লিক করে আপনার ইমেইল যাচাই করুন।</p>',
    '<p>Open this link to verify your email address; ordering and reviewing need it:</p>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>আপনি Boi-তে অ্যাকাউন্ট না খুলে থাকলে এই মেইলটি উপেক্ষা করুন। · If you did not sign up for Boi, ignore this mail.</p>',
  ].join('\n');
  return { to, message: { subject, html, text } };
}

/**
 * Sent instead when someone signs up with an address that already has an account: its owner
 * learns of the attempt and where to sign in or reset the password; the caller learns nothing.
 */
export function accountExistsMail(to: string, origin: string): MailDoc {
  const login = `${origin}${ROUTES.login}`;
  const forgot = `${origin}${ROUTES.forgotPassword}`;
  const subject = 'আপনার Boi অ্যাকাউন্ট আগে থেকেই আছে · You already have a Boi account';
  const text = [
    'এই ইমেইল দিয়ে কেউ (হয়তো আপনি) নতুন অ্যাকাউন্ট খুলতে চেয়েছেন, কিন্তু এটির অ্যাকাউন্ট আগে থেকেই আছে।',
    'Someone (perhaps you) tried to sign up with this address, which already has a Boi account.',
    `সাইন ইন · Sign in: ${login}`,
    `পাসওয়ার্ড ভুলে গেলে · Forgot your password: ${forgot}`,
    'আপনি না হলে এই মেইলটি উপেক্ষা করুন; আপনার অ্যাকাউন্টে কিছু বদলায়নি। · If it was not you, ignore this mail: nothing about your account changed.',
  ].join('\n\n');
  const html = [
    '<p>এই ইমেইল দিয়ে কেউ (হয়তো আপনি) নতুন অ্যাকাউন্ট খুলতে চেয়েছেন, কিন্তু এটির অ্যাকাউন্ট আগে থেকেই আছে।</p>',
    '<p>Someone (perhaps you) tried to sign up with this address, which already has a Boi account.</p>',
    `<p><a href="${escapeHtml(login)}">সাইন ইন · Sign in</a> · <a href="${escapeHtml(forgot)}">পাসওয়ার্ড ভুলে গেলে · Forgot your password</a></p>`,
    '<p>আপনি না হলে এই মেইলটি উপেক্ষা করুন; আপনার অ্যাকাউন্টে কিছু বদলায়নি। · If it was not you, ignore this mail: nothing about your account changed.</p>',
  ].join('\n');
  return { to, message: { subject, html, text } };
}
