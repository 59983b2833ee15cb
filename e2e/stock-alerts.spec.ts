import { ADMIN, CUSTOMER, signInAs } from './admin-helpers';
import { expect, test, type APIRequestContext } from './fixtures';
import { isSeededBook } from './seeded-books';

const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'}`;

/** The demo admin's ID token from the Auth emulator's REST API. */
async function adminToken(): Promise<string> {
  const url = `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, returnSecureToken: true }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * A seeded book that is sold out (not discontinued): the seed makes about 8 in 100 so. The
 * low-stock list is the admin table's filter, so it is asked with the admin's token.
 */
async function soldOutBook(request: APIRequestContext): Promise<{ _id: string; nameB: string }> {
  const response = await request.get('/api/v1/product?stockAtMost=0&page=0&size=50', {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { products: { _id: string; nameB: string; status: string }[] };
  };
  const book = data.products.find((b) => b.status === 'out-of-stock' && isSeededBook(b));
  if (!book) throw new Error('the seed has no sold-out book');
  return book;
}

test("a shopper asks to be told when a sold-out book is back ('জানিয়ে দিন')", async ({
  page,
  request,
}) => {
  const book = await soldOutBook(request);
  await page.goto(`/product3Details/${book._id}`);
  await expect(page.getByRole('button', { name: 'Stock Out' })).toBeDisabled();
  // A visitor is sent to sign in first.
  const notify = page.getByRole('link', { name: 'জানিয়ে দিন · Notify me' });
  await expect(notify).toBeVisible();
  await expect(notify).toHaveAttribute('href', '/login');

  await signInAs(page, CUSTOMER);
  await page.goto(`/product3Details/${book._id}`);
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/callable/requestStockNotice'));
  await page.getByRole('button', { name: 'জানিয়ে দিন · Notify me' }).click();
  expect((await asked).ok()).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: 'We will e-mail you when it is back' }),
  ).toBeVisible();
});

test('the overview saves the low-stock threshold and links its list to Product Manage', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/side-navbar');
  const card = page.getByRole('region', { name: 'স্টক কম · Low in stock' });
  const threshold = card.getByRole('textbox', { name: /Low-stock threshold/ });
  await expect(threshold).toHaveValue(/^\d+$/);
  const saved = Number(await threshold.inputValue());

  // A new threshold stays after a reload (then the old one is put back).
  const save = async (value: number) => {
    await threshold.fill(String(value));
    await card.getByRole('button', { name: 'Save threshold' }).click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
  };
  await save(saved + 7);
  await page.reload();
  await expect(threshold).toHaveValue(String(saved + 7));
  await save(saved);
  const seeAll = card.getByRole('link', { name: 'See every low-stock book' });
  await expect(seeAll).toHaveAttribute('href', new RegExp(`stockAtMost=${saved}$`));

  await seeAll.click();
  await expect(page).toHaveURL(new RegExp(`/side-navbar/product-page\\?stockAtMost=${saved}$`));
  await expect(
    page.getByText(`Books with ${saved} or fewer copies, the fewest first.`),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const stockColumn = await table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => Number(row.querySelectorAll('td')[3]?.textContent)),
    );
  expect(stockColumn.every((stock) => stock <= saved)).toBe(true);
  expect(stockColumn).toEqual([...stockColumn].sort((a, b) => a - b));
  await page.getByRole('button', { name: 'Show every book' }).click();
  await expect(page).toHaveURL(/\/side-navbar\/product-page$/);
  await expect(page.getByLabel('Search')).toBeVisible();
});
