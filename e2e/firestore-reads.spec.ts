import { expect, test, type Page } from './fixtures';
import { priceAfterDiscount } from '../domain/src/pricing/discount';
import type { CollectionDetail, Category } from '../domain/src/catalog/schemas';
import type { ShelfBook } from '../domain/src/catalog/schemas';

/**
 * After the first, server-rendered page, the storefront reads its catalog straight from
 * Firestore with the JS SDK (under firestore.rules), not through /api/v1.
 */
const FIRESTORE = /\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents/;
const CATALOG_API = /\/api\/v1\/(home|banner|product|category|writer|publication|review)\b/;

function watchReads(page: Page) {
  const firestore: string[] = [];
  const api: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    // Firestore Lite reads a document with :batchGet and queries with :runQuery (POST bodies).
    if (FIRESTORE.test(url)) firestore.push(`${url} ${request.postData() ?? ''}`);
    else if (CATALOG_API.test(new URL(url).pathname)) api.push(url);
  });
  return { firestore, api };
}

/** Marks the loaded document: a client-side navigation keeps the mark, a page load loses it. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

const tk = (book: Pick<ShelfBook, 'price' | 'discount'>) =>
  `Tk ${priceAfterDiscount(book.price, book.discount).toLocaleString('en-US')}`;

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const bookLinks = (page: Page) => page.locator('main a[href^="/product3Details/"]');

test('home → category → page 2 → book → writer → publication reads Firestore from the page', async ({
  page,
}) => {
  const categories = await apiData<Category[]>(page, '/category?limit=20');
  const category = categories.find((candidate) => candidate.productCount > 10);
  if (!category) throw new Error('no category with two pages of books');
  const expected = await apiData<CollectionDetail<Category>>(
    page,
    `/category/${category._id}?page=1&size=10`,
  );

  const reads = watchReads(page);
  await page.goto('/');
  await markDocument(page);

  await page.goto(`/category`); // a page load, then navigate from its links
  await markDocument(page);
  await page.locator(`a[href="/category/${category._id}"]`).first().click();
  await expect(page.getByRole('heading', { name: category.name }).first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  const first = expected.products[0]!;
  await expect(bookLinks(page).filter({ hasText: first.nameB }).first()).toBeVisible();
  // The same books and prices as the server's read of that page.
  for (const book of expected.products.slice(0, 3)) {
    const card = bookLinks(page).filter({ hasText: book.nameB }).first();
    await expect(card).toContainText(tk(book));
  }
  expect(await isSameDocument(page)).toBe(true);

  await bookLinks(page).filter({ hasText: first.nameB }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: first.nameB })).toBeVisible();
  await expect(page.getByText(tk(first), { exact: true }).first()).toBeVisible();

  await page.locator(`main a[href="/writer/${first.writer.writer_id}"]`).first().click();
  await expect(page.getByRole('heading', { name: first.writer.writerName }).first()).toBeVisible();
  await expect(bookLinks(page).first()).toBeVisible();

  await page.goBack();
  await page
    .locator(`main a[href="/publication/${first.publication.publication_id}"]`)
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: first.publication.publicationName }).first(),
  ).toBeVisible();
  await expect(bookLinks(page).first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  expect(reads.firestore.some((url) => url.includes(':runQuery'))).toBe(true);
  expect(reads.firestore.some((read) => read.includes(`/listings/category~${category._id}`))).toBe(
    true,
  );
  expect(reads.api).toEqual([]);
});

test("a book's approved reviews come from Firestore on a client-side visit", async ({ page }) => {
  const reads = watchReads(page);
  await page.goto('/');
  await markDocument(page);
  // A seeded book: other specs add and delete their own books at the same time.
  const link = page.locator('main a[href^="/product3Details/book-"]').first();
  const bookId = (await link.getAttribute('href'))?.split('/').pop() ?? '';
  const expected = await apiData<{ reviews: { comment: string }[]; approvedCount: number }>(
    page,
    `/review?product=${bookId}`,
  );
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tab = page.getByRole('tab', { name: `Reviews (${expected.approvedCount})` });
  await tab.click();
  const comment = expected.reviews[0]?.comment;
  if (comment) await expect(page.getByRole('tabpanel').getByText(comment).first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(
    reads.firestore.some((read) => read.includes(':batchGet') && read.includes(`/books/${bookId}`)),
  ).toBe(true);
  expect(reads.api).toEqual([]);
});
