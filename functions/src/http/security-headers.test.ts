// The security headers: the functions' and Hosting's (firebase.json) must agree, and a page's
// inline scripts run only by their hashes. Needs no emulator.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PRODUCTION_POLICY } from '@boi/domain/api/content-security-policy';
import { SECURITY_HEADERS } from './security-headers';

type Header = { key: string; value: string };
const hosting = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../firebase.json'), 'utf8'),
) as {
  hosting: {
    rewrites: { source: string; destination?: string }[];
    headers: { source: string; headers: Header[] }[];
  };
};
const headersFor = (source: string) =>
  Object.fromEntries(
    (hosting.hosting.headers.find((rule) => rule.source === source)?.headers ?? []).map(
      ({ key, value }) => [key, value],
    ),
  );
/**
 * Hosting's glob for every path but /assets/**: the hashed scripts and styles go without the
 * security headers, which mean nothing there and cost ~180 bytes on each of ~30 scripts a page
 * loads (e2e/security-headers.spec.ts checks what Hosting sends).
 */
const DOCUMENTS = '{/,/!(assets){,/**}}';

describe('security headers', () => {
  it('are the same on Hosting’s files as on the functions’ answers', () => {
    expect(headersFor(DOCUMENTS)).toEqual(SECURITY_HEADERS);
  });

  it('give every page of the app shell the production policy, without the emulators', () => {
    const shellRoutes = hosting.hosting.rewrites
      .filter((rewrite) => rewrite.destination === '/shell.html')
      .map((rewrite) => rewrite.source);
    const rule = hosting.hosting.headers.find((candidate) =>
      candidate.headers.some((header) => header.key === 'Content-Security-Policy'),
    );
    expect(rule?.source).toBe(`{${[...shellRoutes, '/shell.html'].join(',')}}`);
    // firebase.json holds it without App Check; `npm run hosting:csp` adds reCAPTCHA for a deploy
    // with a site key; the local stack's copy adds the emulators (scripts/stack.ts).
    const policy = headersFor(rule?.source ?? '')['Content-Security-Policy'];
    expect([
      contentSecurityPolicy(PRODUCTION_POLICY),
      contentSecurityPolicy({ ...PRODUCTION_POLICY, recaptcha: true }),
    ]).toContain(policy);
  });
});
