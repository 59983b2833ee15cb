// The security headers: the functions' and Hosting's (firebase.json) must agree, and a page's
// inline scripts run only by their hashes. Needs no emulator.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADERS } from './security-headers';

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
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('security headers', () => {
  it('are the same on Hosting’s files as on the functions’ answers', () => {
    expect(headersFor(DOCUMENTS)).toEqual(SECURITY_HEADERS);
  });

  it('give every page of the app shell the policy the server-rendered pages get', () => {
    const shellRoutes = hosting.hosting.rewrites
      .filter((rewrite) => rewrite.destination === '/shell.html')
      .map((rewrite) => rewrite.source);
    const rule = hosting.hosting.headers.find((candidate) =>
      candidate.headers.some((header) => header.key === 'Content-Security-Policy'),
    );
    expect(rule?.source).toBe(`{${[...shellRoutes, '/shell.html'].join(',')}}`);
    expect(headersFor(rule?.source ?? '')['Content-Security-Policy']).toBe(
      contentSecurityPolicy([]),
    );
  });

  it('let scripts run from the site and by hash only, and never in a frame', () => {
    const policy = contentSecurityPolicy(['abc=']);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('hash the inline scripts that run, and only those', () => {
    const state = 'window.__x={"a":"</"}';
    const html = [
      `<script>${state}</script>`,
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Book"}</script>',
      '<script type="module">import("/a.js")</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256(state), sha256('import("/a.js")')]);
  });
});
