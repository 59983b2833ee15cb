import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import { startAppCheck } from './app-check';

const initializeAppCheck = vi.fn();
vi.mock('firebase/app-check', () => ({
  initializeAppCheck: (...args: unknown[]) => initializeAppCheck(...args),
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly siteKey: string) {}
  },
}));

const app = { name: 'test' } as FirebaseApp;

afterEach(() => {
  initializeAppCheck.mockClear();
  delete (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN;
});

describe('startAppCheck', () => {
  it('does nothing without a site key', async () => {
    expect(await startAppCheck(app, {})).toBe(false);
    expect(initializeAppCheck).not.toHaveBeenCalled();
  });

  it('starts App Check with reCAPTCHA Enterprise and auto-refresh when a key is set', async () => {
    expect(await startAppCheck(app, { VITE_APP_CHECK_SITE_KEY: 'site-key' })).toBe(true);
    expect(initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: expect.objectContaining({ siteKey: 'site-key' }),
      isTokenAutoRefreshEnabled: true,
    });
  });

  it('turns on the debug provider locally', async () => {
    await startAppCheck(app, { VITE_APP_CHECK_SITE_KEY: 'k', VITE_APP_CHECK_DEBUG: 'true' });
    expect(
      (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN,
    ).toBe(true);
  });
});
