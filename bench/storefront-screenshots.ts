// Screenshots of home, a category, a book's page (after Add to Cart, before and with the app) and
// the cart at 375 and 1280 px, for a look that nothing moved (issue 37):
//   tsx scripts/with-emulators.ts --build --seed -- npx tsx bench/storefront-screenshots.ts <dir>
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, pagesOf } from './phone-page';

const base = process.env.BOI_URL;
if (!base) throw new Error('BOI_URL: run this under scripts/with-emulators.ts');
const dir = process.argv[2] ?? 'docs/screenshots';
mkdirSync(dir, { recursive: true });
const { pages } = await pagesOf(base);
const pathOf = (name: string) => pages.find((page) => page.page === name)?.path ?? '/';
const book = pathOf('book');
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const shot = (name: string) =>
      page.screenshot({ path: join(dir, `storefront-${name}-${width}.png`) });
    const hydrated = () =>
      page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await shot('home');
    await page.goto(`${base}${pathOf('category')}`, { waitUntil: 'networkidle' });
    await shot('category');
    await page.goto(`${base}${book}`, { waitUntil: 'networkidle' });
    await shot('book');
    // Before the app: the page's script answers the tap (the button shows its check).
    await page.locator('[data-add-to-cart]').first().click();
    await shot('book-added-before-app');
    await page.mouse.move(5, 5);
    await hydrated();
    await page.waitForTimeout(500);
    await shot('book-added');
    await page.goto(`${base}/cart`, { waitUntil: 'networkidle' });
    await hydrated();
    await page.waitForTimeout(1000);
    await shot('cart');
    await context.close();
  }
} finally {
  await browser.close();
}
