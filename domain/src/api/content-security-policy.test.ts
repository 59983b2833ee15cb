import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isDemoProject, PRODUCTION_POLICY } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the page Content-Security-Policy', () => {
  it('lets scripts run from the site and by the given hashes only, never inline or framed', () => {
    const policy = contentSecurityPolicy({ ...PRODUCTION_POLICY, scriptHashes: ['abc='] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(policy, 'script-src')).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('names reCAPTCHA only with a site key and the emulators only when asked', () => {
    const production = contentSecurityPolicy(PRODUCTION_POLICY);
    expect(production).not.toMatch(/recaptcha|gstatic|firebaseappcheck|www\.google\.com/);
    expect(production).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(production).not.toContain('frame-src');

    const appCheck = contentSecurityPolicy({ ...PRODUCTION_POLICY, recaptcha: true });
    expect(directive(appCheck, 'script-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(appCheck, 'connect-src')).toContain('https://firebaseappcheck.googleapis.com');
    expect(appCheck).toContain('frame-src https://www.google.com/recaptcha/');
    expect(appCheck).not.toMatch(/127\.0\.0\.1|localhost/);

    const local = contentSecurityPolicy({ ...PRODUCTION_POLICY, loopback: true });
    expect(directive(local, 'connect-src')).toContain('http://127.0.0.1:*');
    expect(local).not.toContain('recaptcha');
  });

  it('takes a missing or demo- project id for the emulators, any other for production', () => {
    expect(isDemoProject(undefined)).toBe(true);
    expect(isDemoProject('demo-boi')).toBe(true);
    expect(isDemoProject('boi-shop')).toBe(false);
  });
});
