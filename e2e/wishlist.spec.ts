import { CUSTOMER, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { isSeededBook } from './seeded-books';

test('a visitor hearts a book, signs in and finds it in the wishlist, then adds it to the cart', async ({
  page,
  request,
}, testInfo) => {
  const response = await request.get('/api/v1/product?limit=40');
  const books = (await response.json()).data as { _id: string; nameB: string; quantity: number }[];
  // The two projects share the demo account: each hearts its own book.
  const inStock = books.filter((b) => isSeededBook(b) && b.quantity > 5);
  const book = inStock[testInfo.project.name === 'phone' ? 1 : 0];
  if (!book) throw new Error('no seeded book in stock');

  await page.goto(`/product3Details/${book._id}`);
  const heart = page.getByRole('button', { name: `উইশ লিস্ট · Wishlist: ${book.nameB}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // No account yet: nothing was sent.
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Signing in merges it into the account's list (updateWishlist).
  const merged = page.waitForResponse((r) => r.url().endsWith('/api/callable/updateWishlist'));
  await signInAs(page, CUSTOMER);
  expect((await merged).ok()).toBe(true);

  await page.goto('/side-navbar');
  await page
    .getByRole('navigation', { name: 'My Account' })
    .getByRole('link', { name: /উইশ লিস্ট/ })
    .click();
  await expect(page).toHaveURL(/\/side-navbar\/wishlist$/);
  const list = page.getByRole('list', { name: 'উইশ লিস্ট' });
  const item = list.getByRole('listitem').filter({ hasText: book.nameB });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(item.getByRole('link', { name: 'View Cart' })).toBeVisible();

  // Un-hearting takes it off the list, and off the account (a reload reads the server).
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/callable/updateWishlist'));
  await item.getByRole('button', { name: `উইশ লিস্ট · Wishlist: ${book.nameB}` }).click();
  expect((await saved).ok()).toBe(true);
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'উইশ লিস্ট · Wishlist' })).toBeVisible();
  await expect(page.getByText(book.nameB)).toHaveCount(0);
});
