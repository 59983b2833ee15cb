import { ANY_SCREEN, expect, test, type Page } from './fixtures';
import { HOME_SECTIONS } from '../domain/src/shared/constants';
import { isSeededBook } from './seeded-books';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

test('home shows the banner carousel, the category strip and the four sections', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('img[src*="/api/v1/images/banners/"]').first()).toBeVisible();
  for (const section of HOME_SECTIONS) {
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  }
  const allBooksLinks = page.getByRole('link', { name: 'এই বিষয়ের সব বই' });
  await expect(allBooksLinks).toHaveCount(4);
  // The children section links to its own route (the spec's mix-up is not kept).
  await expect(allBooksLinks.nth(2)).toHaveAttribute('href', /\/all-sisu-books\//);
  // Covers are real images served by the image store.
  const cover = page.locator('a[href^="/product3Details/"] img').first();
  await cover.scrollIntoViewIfNeeded(); // covers load lazily
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // Bangla renders with the shipped Bengali web font.
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'বই'))).toBe(
    true,
  );
  await expectNoHorizontalScroll(page);
});

test('a book card opens its details with tabs, delivery info and related books', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.locator('section a[href^="/product3Details/"]').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Tk. 50 (Online Order)')).toBeVisible();
  await expect(page.getByText('7 Days Happy Return')).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('tabpanel').getByText('Bangladesh')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Bangla', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab').nth(3)).toContainText(/\d|[০-৯]/);
  await expectNoHorizontalScroll(page);
});

test(
  'the add-to-cart button is disabled at stock 0 and enabled otherwise',
  ANY_SCREEN,
  async ({ page, request }) => {
    const response = await request.get('/api/v1/product?page=0&size=50');
    const books = (
      (await response.json()).data.products as { _id: string; quantity: number }[]
    ).filter(isSeededBook);
    const soldOut = books.find((b) => b.quantity === 0);
    const inStock = books.find((b) => b.quantity > 0);
    expect(soldOut, 'the seed has a sold-out book among the newest 50').toBeTruthy();
    await page.goto(`/product3Details/${soldOut!._id}`);
    await expect(page.getByRole('button', { name: /stock out/i })).toBeDisabled();
    await page.goto(`/product3Details/${inStock!._id}`);
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeEnabled();
  },
);

test('category list → category detail → a book', async ({ page }) => {
  await page.goto('/category');
  const firstCategory = page.locator('a[href^="/category/"]').first();
  await expect(firstCategory).toBeVisible();
  await firstCategory.click();
  await expect(page).toHaveURL(/\/category\/[^/]+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/মোট .+ টি বই পাওয়া গেছে/).first()).toBeVisible();
  await page.locator('a[href^="/product3Details/"]').first().click();
  await expect(page).toHaveURL(/\/product3Details\//);
  await expect(page.getByText('Tk. 50 (Online Order)')).toBeVisible();
});

test('the writer list filters as you type', async ({ page }) => {
  await page.goto('/writer');
  const writers = page.locator('a[href^="/writer/"]');
  await expect(writers.first()).toBeVisible();
  const before = await writers.count();
  await page.getByRole('searchbox').last().fill('রবীন্দ্রনাথ');
  await expect.poll(() => writers.count()).toBeLessThan(before);
  await expect(writers.first()).toContainText('রবীন্দ্রনাথ');
});

test('an unknown path shows No Route Found', ANY_SCREEN, async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('No Route Found').first()).toBeVisible();
});

test('the best-seller list shows its books and count', async ({ page }) => {
  await page.goto('/week-best-sale-all');
  await expect(page.getByText(/মোট .+ টি বই পাওয়া গেছে/).first()).toBeVisible();
  await expect(page.locator('a[href^="/product3Details/"]').first()).toBeVisible();
});
