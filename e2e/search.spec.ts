import { expect, test, type Page } from './fixtures';

// The top bar's box (web/src/components/layout/nav-links.ts SEARCH_PLACEHOLDER).
const TOP_BAR_SEARCH = 'বইয়ের নাম ও লেখকের নাম দিয়ে খুঁজুন';

// Until a shopper reaches for it the box is a plain search form; focusing it brings the
// suggestions box (a combobox) in its place (web/src/components/layout/header-search.tsx).
const topBarSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: TOP_BAR_SEARCH });

/** Types as a person does, key by key, so the box waits for the pause before suggesting. */
async function typeInTopBar(page: Page, text: string) {
  const plain = page.getByRole('banner').getByRole('searchbox', { name: TOP_BAR_SEARCH });
  await expect(plain).toBeVisible();
  await plain.click();
  const box = topBarSearch(page);
  await expect(box).toBeFocused();
  await box.pressSequentially(text, { delay: 40 });
  return box;
}

// On the emulators a search can wait behind the page's other API requests (cover images come
// through the same function); on a busy 2-core machine that has taken over 15 s.
const SLOW_API = { timeout: 40_000 };
test.describe.configure({ timeout: 90_000 });

/** Waits for the suggestions of the whole text: পথের পাঁচালী first, not a shorter prefix's list. */
async function expectPatherPanchaliFirst(page: Page) {
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toHaveAccessibleName(/^পথের পাঁচালী — /, SLOW_API);
  return first;
}

/** The results page's found-count banner (home sections show counts of the same shape). */
const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^মোট [০-৯]+ টি বই পাওয়া গেছে$/ });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

test.beforeAll(async ({ request }) => {
  // The first search of a cold stack starts the function's worker and loads the saved index.
  const response = await request.get('/api/v1/search?q=boi&size=1', { timeout: 90_000 });
  expect(response.ok()).toBe(true);
});

test('Banglish in the top bar suggests পথের পাঁচালী, and the suggestion opens it', async ({
  page,
}) => {
  await page.goto('/');
  const box = await typeInTopBar(page, 'pother pachali');
  const suggestion = await expectPatherPanchaliFirst(page);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await suggestion.click();
  await expect(page).toHaveURL(/\/product3Details\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('পথের পাঁচালী');
});

test('a suggestion opens from the keyboard too', async ({ page }) => {
  await page.goto('/');
  const box = await typeInTopBar(page, 'pother pachali');
  const suggestion = await expectPatherPanchaliFirst(page);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await suggestion.getAttribute('id'))!,
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product3Details\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('পথের পাঁচালী');
});

test("Enter on 'rabindranath' lists রবীন্দ্রনাথ ঠাকুর's books and the writer, and the URL survives a reload", async ({
  page,
}) => {
  await page.goto('/');
  const box = await typeInTopBar(page, 'rabindranath');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rabindranath$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“rabindranath” খোঁজার ফলাফল');
  await expect(resultCount(page)).toBeVisible(SLOW_API);

  const writers = page.getByRole('region', { name: 'লেখক' });
  const writer = writers.getByRole('link', { name: /রবীন্দ্রনাথ ঠাকুর/ });
  await expect(writer).toHaveAttribute('href', /^\/writer\/[^/]+$/);

  const cards = page.getByRole('main').locator('a[href^="/product3Details/"]');
  await expect(cards.first()).toBeVisible();
  // The best matches are his books.
  const firstCards = Math.min(await cards.count(), 4);
  for (let i = 0; i < firstCards; i++) await expect(cards.nth(i)).toContainText('রবীন্দ্রনাথ ঠাকুর');

  // The header box holds the query, and the shared URL gives the same page.
  await expect(page.getByRole('banner').getByLabel(TOP_BAR_SEARCH, { exact: true })).toHaveValue(
    'rabindranath',
  );
  const firstBook = await cards.first().getAttribute('href');
  await page.reload();
  await expect(resultCount(page)).toBeVisible(SLOW_API);
  await expect(cards.first()).toHaveAttribute('href', firstBook!);
  await expect(page.getByRole('banner').getByLabel(TOP_BAR_SEARCH, { exact: true })).toHaveValue(
    'rabindranath',
  );
  await expectNoHorizontalScroll(page);
});

test('the results page through 10 at a time, with the page in the URL', async ({ page }) => {
  // রবীন্দ্রনাথ ঠাকুর wrote 25 of the demo books: three pages.
  await page.goto('/search?q=rabindranath');
  const count = resultCount(page);
  await expect(count).toBeVisible(SLOW_API);
  const cards = page.getByRole('main').locator('a[href^="/product3Details/"]');
  await expect(cards).toHaveCount(10);
  const firstOfPage1 = await cards.first().getAttribute('href');

  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=rabindranath&page=2$/);
  await expect(cards.first()).not.toHaveAttribute('href', firstOfPage1!);
  const firstOfPage2 = await cards.first().getAttribute('href');

  await page.reload();
  await expect(cards.first()).toHaveAttribute('href', firstOfPage2!);
});

test('nothing found says so', async ({ page }) => {
  await page.goto('/search?q=qqqqxxxxzzzz');
  await expect(page.getByRole('main').getByText('কোনো বই পাওয়া যায়নি')).toBeVisible(SLOW_API);
  await expect(page.getByRole('main').locator('a[href^="/product3Details/"]')).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the search box works from the header', async ({ page }) => {
    await page.goto('/');
    const box = await typeInTopBar(page, 'pother pachali');
    const listbox = page.getByRole('listbox');
    await expectPatherPanchaliFirst(page);

    // The box and its suggestions fit the screen.
    for (const element of [box, listbox]) {
      const bounds = (await element.boundingBox())!;
      expect(bounds.x).toBeGreaterThanOrEqual(0);
      expect(bounds.x + bounds.width).toBeLessThanOrEqual(375);
    }
    await expectNoHorizontalScroll(page);

    // The phone keyboard's search key submits, as Enter does.
    await box.fill('rabindranath');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=rabindranath$/);
    await expect(resultCount(page)).toBeVisible(SLOW_API);
    await expectNoHorizontalScroll(page);
  });
});

test('the writer list finds a writer typed in Banglish', async ({ page }) => {
  await page.goto('/writer');
  const writers = page.getByRole('main').locator('a[href^="/writer/"]');
  await expect(writers.first()).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('searchbox', { name: 'লেখকের নাম লিখে খুঁজুন' })
    .fill('rabindranath');
  // No Bangla name contains the Latin text; the search engine's writer matches (at most 5) stay.
  await expect.poll(() => writers.count(), SLOW_API).toBeLessThanOrEqual(5);
  await expect(writers.first()).toContainText('রবীন্দ্রনাথ ঠাকুর');
});
