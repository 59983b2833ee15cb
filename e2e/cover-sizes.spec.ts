import { expect, test, type Page } from './fixtures';
import { bookPath, categoryPath } from '../domain/src/paths/routes';

/**
 * Which stored cover the browser downloads: a card takes the 400-px thumb wherever that is enough
 * (a phone's card is 206 CSS px at DPR 1.75, 360 device px; a desktop card 240 px at DPR 1), and
 * the details page on a phone (240 CSS px, 420 device px) the 600-px cover.
 */
const shownFile = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc.split('/').pop() ?? '');

const CARD_COVER = 'a[href^="/product3Details/"] img';

test.describe('on a phone (412 px, DPR 1.75)', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

  test("a category's covers below the first screenful wait for the first interaction", async ({
    page,
  }) => {
    const path = categoryPath('cat-islamic');
    // As served: from the fifth card (the third row) on, a cover is an empty picture on
    // two-column screens, its own kept aside for the page's loader.
    const html = await (await page.request.get(path)).text();
    const cards = html.match(/<img [^>]*sizes="\(min-width: 1000px\)/g) ?? [];
    const waiting = html.match(/<source [^>]*data-cover-srcset="[^"]+-400\.webp 400w/g) ?? [];
    expect(cards.length).toBeGreaterThan(4);
    expect(waiting).toHaveLength(cards.length - 4);
    await page.goto(path);
    await page.mouse.wheel(0, 600);
    const fifth = page.locator(CARD_COVER).nth(4);
    await fifth.scrollIntoViewIfNeeded();
    await expect
      .poll(() => fifth.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-400\.webp$/);
  });

  test('a card shows the 400-px cover and a book page the 600-px one', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => shownFile(page, CARD_COVER)).toMatch(/-400\.webp$/);
    await page.goto(bookPath('book-00001'));
    await expect
      .poll(() => shownFile(page, 'img[fetchpriority="high"][srcset]'))
      .toMatch(/-600\.webp$/);
  });
});

test('a desktop card (240 px at DPR 1) shows the 400-px cover', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => shownFile(page, CARD_COVER)).toMatch(/-400\.webp$/);
});

test("a desktop category's later covers load without waiting for an interaction", async ({
  page,
}) => {
  await page.goto(categoryPath('cat-islamic'));
  const fifth = page.locator(CARD_COVER).nth(4);
  await expect
    .poll(() => fifth.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-400\.webp$/);
});
