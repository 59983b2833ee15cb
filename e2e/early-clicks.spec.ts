// A shopper who taps as soon as a server-rendered page shows, before its JavaScript has run,
// still gets what they tapped: a book card opens the book (it is a plain link), and Add to Cart
// puts the book in the cart at once, from the book the page carries, before the app has run (the
// page's inline script, web/src/app/server/early-clicks.ts), and a book's tab opens at once. The
// app's entry script is held back here, so the taps surely come before hydration.
import { expect, test, type Page } from '@playwright/test';
import { isSeededBook } from './seeded-books';

const BOOK_LINK = 'main a[href^="/product3Details/"]';

/** Holds the app's entry script until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A link on the page to a seeded book with copies to spare: other specs sell books and set stock
 * to 0 (a sold-out book's page has no Add to Cart to tap), and add books that they delete a
 * moment later (its Add to Cart then rightly fails).
 */
async function inStockBookLink(page: Page) {
  const links = page.locator(BOOK_LINK);
  await links.first().waitFor();
  const hrefs = new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))));
  for (const href of hrefs) {
    const id = href?.split('/').pop() ?? '';
    if (!isSeededBook({ _id: id })) continue;
    const response = await page.request.get(`/api/v1/product/${id}`);
    if (
      response.ok() &&
      ((await response.json()) as { data: { quantity: number } }).data.quantity >= 3
    )
      return page.locator(`${BOOK_LINK}[href="${href}"]`).first();
  }
  throw new Error('no book with copies on this page');
}

/** Counts the reads of one book (GET /api/v1/product/{id}) the page makes from now on. */
async function countBookReads(page: Page): Promise<() => number> {
  let reads = 0;
  await page.route(/\/api\/v1\/product\/[^/?]+$/, async (route) => {
    reads += 1;
    await route.continue();
  });
  return () => reads;
}

const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('cartItems') ?? '');

async function addToCartBeforeTheAppRuns(page: Page, releaseApp: () => void) {
  const reads = await countBookReads(page);
  // The page's state follows its content: a tap before it has arrived reads the book instead.
  await page.locator('#__BOI_QUERY_STATE__').waitFor({ state: 'attached' });
  const button = page.locator('[data-add-to-cart]:not([disabled])').first();
  const bookId = await button.getAttribute('data-add-to-cart');
  await button.click();
  // In the cart at once, from the book the page carries (no read on the way), and the button
  // says so, before the app has run.
  await expect(button).toHaveAttribute('data-early-added', '');
  expect(await storedCart(page)).toContain(`"_id":"${bookId}"`);
  expect(reads()).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  releaseApp();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Cart' }).first()).toBeVisible();
  // Once, not twice: the app did not add it again.
  expect(await storedCart(page)).toContain('"cartQuantity":1');
}

test('on a book’s details, an Add to Cart click right after load adds the book', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  // The held module script also holds DOMContentLoaded: the page is only parsed and painted.
  await page.goto('/product3Details/book-00002', { waitUntil: 'commit' });
  await addToCartBeforeTheAppRuns(page, release);
});

test('on a book’s details, a tab tapped before the app runs opens at once, and stays open once it has', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const release = await holdTheApp(page);
  await page.goto('/product3Details/book-00002', { waitUntil: 'commit' });
  const tabs = page.getByRole('tab');
  // The one panel shown (the hidden ones are not in the accessibility tree): the open tab's.
  const shownPanel = async (tab: number) => {
    await expect(tabs.nth(tab)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await tabs.nth(tab).getAttribute('id')) ?? '',
    );
  };
  await shownPanel(0);
  await tabs.nth(1).click();
  await shownPanel(1);
  await expect(page.getByRole('tabpanel').getByText('Bangladesh')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await shownPanel(1);
  // React's own state is the open tab's: the first tab, which React opened at hydration, opens
  // again at a tap, and so does another.
  await tabs.nth(0).click();
  await shownPanel(0);
  await tabs.nth(2).click();
  await shownPanel(2);
  expect(errors).toEqual([]);
});

for (const [name, path] of [
  ['home', '/'],
  ['a category', '/category/cat-islamic'],
] as const) {
  test(`on ${name}, a book tapped right after load opens, and its Add to Cart works at once`, async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    const book = await inStockBookLink(page);
    const href = await book.getAttribute('href');
    await book.click({ noWaitAfter: true });
    await page.waitForURL(`**${href}`, { waitUntil: 'commit' });
    await addToCartBeforeTheAppRuns(page, release);
  });
}
