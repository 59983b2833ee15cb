import { expect, test } from './fixtures';
import { isSeededBook } from './seeded-books';

test('a visitor switches to English: the header, a book page and the cart stay English after a reload', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/v1/product?limit=40');
  const books = (await response.json()).data as {
    _id: string;
    nameB: string;
    nameE?: string;
    quantity: number;
  }[];
  const book = books.find((b) => isSeededBook(b) && b.quantity > 5 && b.nameE);
  if (!book?.nameE) throw new Error('no seeded book in stock with an English name');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });

  await page.goto(`/product3Details/${book._id}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(book.nameB);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('button', { name: 'Read the shop in English' }).click();

  // At once, without a reload.
  await expect(
    page.getByRole('searchbox', { name: 'Search by book title or writer' }),
  ).toBeVisible();
  await expect(title).toHaveText(book.nameE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The server renders the next page in English: no Bangla flash before the scripts run.
  const html = await (await page.request.get(`/product3Details/${book._id}`)).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('Search by book title or writer');
  expect(html).toContain(book.nameE);

  // Hydrated over English server HTML without a mismatch.
  await page.reload();
  await expect(title).toHaveText(book.nameE);
  await page.goto('/');
  await page.goto(`/product3Details/${book._id}`);
  const mismatch = /hydrat|did not match|server rendered|React error #4(18|19|23|25)/i;
  expect(problems.filter((text) => mismatch.test(text))).toEqual([]);
  await expect(page.getByRole('button', { name: 'Read the shop in Bangla' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible();

  // The cart is a page the browser renders itself: English too, with the book's English name.
  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('searchbox', { name: 'Search by book title or writer' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Remove ${book.nameE} from the cart` }),
  ).toBeVisible();

  // And back: Bangla again, kept too.
  await page.getByRole('button', { name: /Read the shop in Bangla/ }).click();
  await expect(
    page.getByRole('searchbox', { name: 'বইয়ের নাম ও লেখকের নাম দিয়ে খুঁজুন' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByText(book.nameB).first()).toBeVisible();
});
