import { expect, test, type ConsoleMessage, type Page } from './fixtures';
import { priceAfterDiscount } from '../domain/src/pricing/discount';
import type { Book, Category } from '../domain/src/catalog/schemas';
import { isSeededBook } from './seeded-books';

async function seededBook(page: Page): Promise<Book> {
  const response = await page.request.get('/api/v1/product?page=0&size=50');
  const body = (await response.json()) as { data: { products: Book[] } | Book[] };
  const books = Array.isArray(body.data) ? body.data : body.data.products;
  const book = books.find((candidate) => isSeededBook(candidate) && candidate.quantity > 0);
  if (!book) throw new Error('no seeded book');
  return book;
}

async function firstCategory(page: Page): Promise<Category> {
  const response = await page.request.get('/api/v1/category?limit=1');
  const [category] = ((await response.json()) as { data: Category[] }).data;
  if (!category) throw new Error('no category');
  return category;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a book page shows its title, price and cover, and its JSON-LD names the book', async ({
    page,
  }) => {
    const book = await seededBook(page);
    const response = await page.goto(`/product3Details/${book._id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: book.nameB })).toBeVisible();
    const price = `Tk ${priceAfterDiscount(book.price, book.discount).toLocaleString('en-US')}`;
    await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    const cover = page.locator(`img[alt="${book.nameB}"]`).first();
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.title()).toContain(book.nameB);

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(jsonLd ?? 'null') as {
      '@type': string;
      name: string;
      offers: { priceCurrency: string; price: number };
    };
    expect(data['@type']).toBe('Book');
    expect(data.name).toBe(book.nameB);
    expect(data.offers.priceCurrency).toBe('BDT');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/product3Details/${book._id}$`),
    );
  });

  test('an unknown book answers 404 with the No Route Found page', async ({ page }) => {
    const response = await page.goto('/product3Details/no-such-book-0');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No Route Found' })).toBeVisible();
  });

  test('an unknown path answers 404 too', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No Route Found' })).toBeVisible();
  });

  test('home and a category page arrive with their books', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('a[href^="/product3Details/"]').first()).toBeVisible();
    const category = await firstCategory(page);
    await page.goto(`/category/${category._id}`);
    await expect(page.getByText(category.name).first()).toBeVisible();
    await expect(page.locator('a[href^="/product3Details/"]').first()).toBeVisible();
    expect(await page.title()).toContain(category.name);
  });
});

test('server-rendered pages hydrate without mismatch warnings and stay interactive', async ({
  page,
}) => {
  const problems: string[] = [];
  const watch = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  };
  page.on('console', watch);
  page.on('pageerror', (error) => problems.push(error.message));
  const book = await seededBook(page);
  const category = await firstCategory(page);
  for (const path of [
    '/',
    `/product3Details/${book._id}`,
    `/category/${category._id}`,
    '/writer',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Interactive after hydration: adding the book to the cart updates the header's count.
  await page.goto(`/product3Details/${book._id}`);
  await page.waitForLoadState('networkidle');
  const cart = page.getByRole('link', { name: /^Cart, \d+ items$/ });
  await expect(cart).toHaveAccessibleName('Cart, 0 items');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(cart).toHaveAccessibleName('Cart, 1 items');
  expect(problems.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
});

test('robots.txt and the sitemap are served from the catalog', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toMatch(/<(urlset|sitemapindex)/);
});
