import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withShellPolicy } from './hosting-policy';

const config = () =>
  JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
const shellPolicy = (c: ReturnType<typeof config>) =>
  c.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

describe("the app shell's Hosting policy", () => {
  it('names the emulators in the local stack’s copy, and never in firebase.json', () => {
    expect(shellPolicy(config())).not.toMatch(/127\.0\.0\.1|localhost/);
    const local = withShellPolicy(config(), { scriptHashes: [], recaptcha: false, loopback: true });
    expect(shellPolicy(local)).toContain('http://127.0.0.1:*');
    expect(shellPolicy(local)).not.toContain('recaptcha');
  });

  it('names reCAPTCHA only when asked (a site key is configured)', () => {
    const appCheck = withShellPolicy(config(), {
      scriptHashes: [],
      recaptcha: true,
      loopback: false,
    });
    expect(shellPolicy(appCheck)).toContain('https://www.gstatic.com/recaptcha/');
  });
});
