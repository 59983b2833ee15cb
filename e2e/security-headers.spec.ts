import { expect, test, type Page } from './fixtures';
import { ADMIN, CUSTOMER, signInAs } from './admin-helpers';
import { ADMIN_TILES, CUSTOMER_TILES } from '../web/src/features/account/lib/account-links';

/**
 * Every page the shop has, storefront, account and admin, under its Content-Security-Policy:
 * a script, style, font, image or connection the policy refuses fails the test.
 */
test.describe.configure({ timeout: 180_000 });

const STOREFRONT = [
  '/',
  '/category',
  '/category/cat-islamic',
  '/writer',
  '/publication',
  '/product3Details/book-00001',
  '/product3AllDetails/book-00001',
  '/productDetails/book-00001',
  '/nonTeckAll',
  '/all-package-books',
  '/search?q=rabindranath',
  '/cart',
  '/login',
  '/singUp',
  '/forgot-password',
  '/no/such/page',
];

/** Records policy violations from the first byte of each document. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp;
      report(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function visit(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    // Let lazy chunks, fonts and covers load: they are what a policy would block.
    await page.waitForLoadState('networkidle');
  }
}

test('a page answers with the security headers', async ({ request }) => {
  for (const path of ['/', '/cart', '/api/v1/category?limit=1']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe-inline/);
  }
});

test('the hashed scripts come without them, cached for a year', async ({ page, request }) => {
  await page.goto('/');
  const script = await page
    .locator('script[type="module"][src^="/assets/"]')
    .first()
    .getAttribute('src');
  const headers = (await request.get(script ?? '/assets/missing.js')).headers();
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['content-type']).toContain('javascript');
  expect(headers['permissions-policy']).toBeUndefined();
  expect(headers['referrer-policy']).toBeUndefined();
});

test('the storefront pages break no rule of their policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, STOREFRONT);
  // A client-side navigation reads Firestore: the connection is allowed too.
  await page.goto('/category');
  await page.locator('a[href^="/category/"]').first().click();
  await expect(page.locator('main a[href^="/product3Details/"]').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the account pages break no rule of their policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAs(page, CUSTOMER);
  await visit(page, ['/side-navbar', ...CUSTOMER_TILES.map((tile) => tile.to), '/shipping']);
  expect(violations).toEqual([]);
});

test('the admin pages break no rule of their policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAs(page, ADMIN);
  await visit(page, ['/side-navbar', ...ADMIN_TILES.map((tile) => tile.to)]);
  expect(violations).toEqual([]);
});
