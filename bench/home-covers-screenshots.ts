// Home's covers at 375 and 1280 px (issue 37): the first screenful before the app, the sections
// below after a scroll (their covers come with the first interaction) and the first carousel
// after the app turned it, with the count of covers that have no picture at each step:
//   tsx scripts/with-emulators.ts --build --seed -- npx tsx bench/home-covers-screenshots.ts <dir>
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from './phone-page';

const base = process.env.BOI_URL;
if (!base) throw new Error('BOI_URL: run this under scripts/with-emulators.ts');
const dir = process.argv[2] ?? '/tmp/home-covers';
mkdirSync(dir, { recursive: true });

/** Covers in view that show no picture yet (no source, or still loading, or an empty source). */
const blankCoversInView = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('main img')).filter((img) => {
        const box = img.getBoundingClientRect();
        const inView =
          box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return inView && (!img.currentSrc || img.currentSrc.startsWith('data:') || !img.complete);
      }).length,
  );

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const shot = async (name: string) => {
      await page.screenshot({ path: join(dir, `home-${name}-${width}.png`) });
      console.log(`${width} px, ${name}: ${await blankCoversInView(page)} blank covers in view`);
    };
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await shot('first-paint');
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(1500);
    await shot('scrolled');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => scrollTo(0, 0));
    await page.locator('main .mantine-Carousel-control').nth(1).click();
    await page.locator('main .mantine-Carousel-control').nth(1).click();
    await page.waitForTimeout(1500);
    await shot('carousel-turned');
    await context.close();
  }
} finally {
  await browser.close();
}
