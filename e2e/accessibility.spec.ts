import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { CUSTOMER, signInAs } from './admin-helpers';
import { isSeededBook } from './seeded-books';

/**
 * Issue 8, accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) finds no serious or critical
 * violation on the pages a shopper goes through. Each page is analysed once its data is shown.
 */

type ApiBook = { _id: string; nameB: string; quantity: number };

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
  // Moderate and minor findings are listed in the report, not failed on.
  const minor = results.violations.filter((v) => !serious.includes(v));
  if (minor.length > 0) {
    test.info().annotations.push({
      type: 'axe (moderate/minor)',
      description: minor.map((v) => `${v.id} ×${v.nodes.length}: ${v.help}`).join('; '),
    });
  }
  expect(
    serious.map((v) => v.id),
    `serious or critical axe violations on ${page.url()}:\n${report}`,
  ).toEqual([]);
}

/** A seeded, in-stock book from the newest ten. */
async function pickBook(request: APIRequestContext): Promise<ApiBook> {
  const response = await request.get('/api/v1/product?page=0&size=10');
  const books = (await response.json()).data.products as ApiBook[];
  const book = books.find((b) => isSeededBook(b) && b.quantity > 0);
  expect(book, 'the seed has an in-stock book among the newest ten').toBeTruthy();
  return book!;
}

async function addToCart(page: Page, book: ApiBook) {
  await page.goto(`/product3Details/${book._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible();
}

test('home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('section a[href^="/product3Details/"]').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('book details', async ({ page, request }) => {
  const book = await pickBook(request);
  await page.goto(`/product3Details/${book._id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.nameB })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('cart with one book', async ({ page, request }) => {
  const book = await pickBook(request);
  await addToCart(page, book);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart items' })).toContainText(book.nameB);
  await expectNoSeriousViolations(page);
});

test('checkout, signed in', async ({ page, request }) => {
  const book = await pickBook(request);
  await signInAs(page, CUSTOMER);
  await addToCart(page, book);
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(book.nameB);
  await expectNoSeriousViolations(page);
});

test('login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('login with a mobile number and its code', async ({ page }) => {
  await page.goto('/login?with=phone');
  const number = page.getByRole('textbox', { name: 'মোবাইল নম্বর' });
  await number.fill('01212-345678');
  await page.getByRole('button', { name: 'কোড পাঠান' }).click();
  await expect(number).toHaveAccessibleDescription(/০১৩–০১৯/);
  await expectNoSeriousViolations(page);
});

test('cart changes are announced', async ({ page, request }) => {
  const book = await pickBook(request);
  await page.goto(`/product3Details/${book._id}`);
  const status = page.getByRole('status').filter({ hasText: /cart/i });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(status).toContainText(`${book.nameB} added to cart`);

  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await line.getByRole('button', { name: `Increase quantity of ${book.nameB}` }).click();
  await expect(status).toContainText(`${book.nameB}: 2 in cart`);
  await line.getByRole('button', { name: `Decrease quantity of ${book.nameB}` }).click();
  await expect(status).toContainText(`${book.nameB}: 1 in cart`);
  await line.getByRole('button', { name: `Remove ${book.nameB} from the cart` }).click();
  await expect(status).toContainText(`${book.nameB} removed from cart`);
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});
