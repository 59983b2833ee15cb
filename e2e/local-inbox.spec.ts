import { ANY_SCREEN, expect, test, type APIRequestContext, type Page } from './fixtures';
import { isSeededBook } from './seeded-books';
import { INBOX, mailTo, signUpOnPage, verificationMail } from './inbox';
import { fillShippingAddress } from './shipping';

async function inStockBook(request: APIRequestContext) {
  const response = await request.get('/api/v1/product?page=0&size=50');
  const books = ((await response.json()).data.products as { _id: string; quantity: number }[])
    .filter((b) => isSeededBook(b) && b.quantity >= 5)
    .slice(7);
  expect(books.length, 'the seed has in-stock books').toBeGreaterThan(0);
  return books[0]!;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
}

test(
  'a new shopper verifies through the local inbox, orders, and gets the confirmation there',
  ANY_SCREEN,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const book = await inStockBook(request);
    const email = `inbox-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@boi.test`;
    const password = 'inbox-pass1';

    await signUpOnPage(page, 'ইনবক্স পাঠক', email, password);

    // The verification mail is in the inbox, and its page shows it.
    const { mail: verification, link } = await verificationMail(email);
    // (A page of its own: the fixture's `page` waits for the store's app on every load.)
    const inboxPage = await page.context().newPage();
    await inboxPage.goto(`${INBOX}/#/email/${verification.id}`);
    await expect(inboxPage.getByText(verification.subject).first()).toBeVisible();
    await inboxPage.screenshot({ path: testInfo.outputPath('inbox.png') });

    // Following the link confirms the address in the Auth emulator.
    await inboxPage.goto(link);
    await expect(inboxPage.getByText('successfully verified')).toBeVisible();
    await inboxPage.close();

    await signIn(page, email, password);
    await page.goto(`/product3Details/${book._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // The book is in the cart (the button turns into View Cart) before the page is left.
    await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible();
    await page.goto('/shipping');
    await expect(page.getByRole('status').filter({ hasText: 'Verify your email' })).toHaveCount(0);
    await fillShippingAddress(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/side-navbar\/order$/, { timeout: 30_000 });
    const received = page.getByText(/Your order #B-[0-9A-Z]{6} has been received/);
    await expect(received).toBeVisible();
    const number = /B-[0-9A-Z]{6}/.exec((await received.textContent()) ?? '')?.[0];

    // The order confirmation went through the `mail` collection, the relay and the inbox.
    const confirmation = await mailTo(email, new RegExp(`Order ${number} received`));
    expect(confirmation.text).toContain(number!);
  },
);
