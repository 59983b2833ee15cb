import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (`npx playwright install` cannot download browsers here)
 * against the built app on the Hosting emulator. `npm test` starts the stack and sets BOI_URL.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/e2e',
  timeout: 45_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.BOI_URL ?? 'http://127.0.0.1:5100',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // Its one test sets a phone's viewport itself.
      testIgnore: ['mobile.spec.ts'],
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
      // What a phone changes is layout and touch: the shopper's flows (browsing, the cart and
      // checkout, the wishlist, the language switch, early taps), the side menu and the dashboard
      // with its order desk run here too. Specs and tests (tagged ANY_SCREEN) whose subject does
      // not depend on the screen (headers and policy, server HTML, the Firestore read path,
      // accounts, access rules, the axe pass, the catalog forms) or that size a phone themselves
      // (search) run on desktop only, to keep `npm test` within 20 minutes.
      testMatch: [
        'mobile.spec.ts',
        'storefront.spec.ts',
        'early-clicks.spec.ts',
        'wishlist.spec.ts',
        'language.spec.ts',
        'purchase.spec.ts',
        'bkash-pay-now.spec.ts',
        'phone-sign-in.spec.ts',
        'admin-access.spec.ts',
        'admin-orders.spec.ts',
      ],
      grepInvert: /@any-screen/,
    },
  ],
});
