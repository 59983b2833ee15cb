// What the late fonts (web/src/lib/late-fonts.ts) do to a first visit: each page at 375 and
// 1280 px, new visitor, until the faces are in; the layout shifts summed (CLS's raw sum, no
// session windows), the faces loaded, and screenshots before and after the swap; then the same
// page again (the faces from cache, added before the first layout):
//   tsx scripts/with-emulators.ts --build --seed -- npx tsx bench/font-swap-shifts.ts [dir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { LATE_FONTS_DELAY_MS } from '../web/src/lib/late-fonts';
import { launchBrowser, pagesOf } from './phone-page';

const base = process.env.BOI_URL;
if (!base) throw new Error('BOI_URL: run this under scripts/with-emulators.ts');
const dir = process.argv[2] ?? '/tmp/font-swap-shifts';
mkdirSync(dir, { recursive: true });

/** The shifts' sum since the page began, and the weights of the Bengali faces loaded. */
const state = (page: Page) =>
  page.evaluate(() => ({
    shifts: performance
      .getEntriesByType('layout-shift')
      .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
    loaded: [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => `${face.weight}${face.unicodeRange.startsWith('U+0000') ? ' latin' : ''}`),
  }));

const { pages } = await pagesOf(base);
const browser = await launchBrowser();
const rows: string[] = [];
try {
  for (const width of [375, 1280]) {
    for (const { page: name, path } of pages) {
      // A new visitor each time: no cached faces, no stored flag.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.screenshot({ path: join(dir, `${name}-${width}-at-load.png`) });
      const atLoad = await state(page);
      await page.waitForTimeout(LATE_FONTS_DELAY_MS + 1500);
      await page.screenshot({ path: join(dir, `${name}-${width}-fonts-in.png`) });
      const later = await state(page);
      await page.reload({ waitUntil: 'load' });
      await page.waitForTimeout(500);
      const again = await state(page);
      rows.push(
        `| ${name} | ${width} | ${atLoad.shifts.toFixed(3)} | ${later.shifts.toFixed(3)} | ${later.loaded.join(', ')} | ${again.shifts.toFixed(3)} | ${again.loaded.join(', ')} |`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(
  '| page | px | shifts at load | shifts with the late fonts | faces loaded | next visit: shifts | next visit: faces |',
);
console.log('|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(`screenshots: ${dir}`);
