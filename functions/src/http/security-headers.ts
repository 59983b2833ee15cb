import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';

/** Sent with every answer of the functions (Hosting's static files get the same: firebase.json). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set(SECURITY_HEADERS);
  next();
};

/**
 * Where the page may connect: itself, Firebase's Auth, Firestore and App Check endpoints, and
 * the local emulators (127.0.0.1 / localhost; a page of the real site cannot reach those).
 */
const CONNECT = [
  "'self'",
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebaseappcheck.googleapis.com',
  'https://www.google.com',
  'http://127.0.0.1:*',
  'http://localhost:*',
];

/**
 * The Content-Security-Policy of every page: scripts only from the site itself (and reCAPTCHA
 * Enterprise for App Check), inline scripts only by the hash of each (the server-rendered page's
 * state), never framed. Styles may be inline: Mantine sets its CSS variables and positions so.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const hashes = scriptHashes.map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${CONNECT.join(' ')}`,
    'frame-src https://www.google.com/recaptcha/',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The sha256 of each inline script that runs (JSON-LD and other data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return hashes;
}
