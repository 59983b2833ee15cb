import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { isSeededBook } from './seeded-books';
import { mailTo, signUpOnPage, verificationMail } from './inbox';
import { ADMIN } from './admin-helpers';
import { fillShippingAddress } from './shipping';

/** bKash's sandbox test wallet that pays, with the sandbox's OTP and PIN (scripts/bkash/). */
const WALLET = { number: '01929918378', otp: '123456', pin: '12121' };

/** An in-stock book the other specs leave alone, one per project. */
async function inStockBook(request: APIRequestContext, offset: number) {
  const response = await request.get('/api/v1/product?page=0&size=50');
  const books = (
    (await response.json()).data.products as { _id: string; quantity: number; status: string }[]
  ).filter((b) => isSeededBook(b) && b.quantity >= 5 && b.status !== 'Discontinued');
  const book = books.at(-10 - offset);
  expect(book, 'the seed has in-stock books').toBeTruthy();
  return book!;
}

/** A page of a context of its own: loaded, then the app woken and hydrated as the fixture does. */
async function openApp(page: Page, url: string) {
  await page.goto(url);
  await page.mouse.move(2, 1);
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
}

async function signUpAndVerify(page: Page, email: string, password: string) {
  await signUpOnPage(page, 'বিকাশ পাঠক', email, password);
  const { link } = await verificationMail(email);
  const verify = await page.context().newPage();
  await verify.goto(link);
  await expect(verify.getByText('successfully verified')).toBeVisible();
  await verify.close();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
}

test('a new shopper pays now with bKash on its page and the order shows paid everywhere', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const book = await inStockBook(request, testInfo.project.name === 'phone' ? 1 : 0);
  const email = `bkash-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@boi.test`;
  await signUpAndVerify(page, email, 'bkash-pass1');

  await page.goto(`/product3Details/${book._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible();
  await page.goto('/shipping');
  await fillShippingAddress(page);
  await page.getByRole('radio', { name: 'bKash: pay now' }).click();
  await expect(page.getByText("on bKash's own page", { exact: false })).toBeVisible();
  // The manual methods stay beside it.
  await expect(page.getByRole('radio', { name: 'bKash', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-pay-now.png'), fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();

  // bKash's page (the local stand-in): wallet number, OTP and PIN.
  await expect(page.getByRole('heading', { name: 'bKash' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Invoice B-[0-9A-Z]{6}/)).toBeVisible();
  const number = /B-[0-9A-Z]{6}/.exec((await page.getByText(/Invoice B-/).textContent()) ?? '')![0];
  await page.getByLabel('Your bKash Account number').fill(WALLET.number);
  await page.getByLabel('Verification code (OTP)').fill(WALLET.otp);
  await page.getByLabel('PIN').fill(WALLET.pin);
  await page.screenshot({ path: testInfo.outputPath('bkash-page.png'), fullPage: true });
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Back on the order, paid, with bKash's transaction id.
  await expect(page).toHaveURL(/\/order\/[^/?]+\?payment=paid$/, { timeout: 30_000 });
  await page.mouse.move(3, 1);
  const invoice = page.getByRole('article', { name: `Invoice #${number}` });
  const paid = invoice.getByTestId('online-payment');
  await expect(paid).toHaveText(/^Paid · bKash · [0-9A-Z]{10}$/, { timeout: 30_000 });
  const trxId = /[0-9A-Z]{10}$/.exec((await paid.textContent()) ?? '')![0];
  await expect(page.getByText('Paid with bKash')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-paid.png'), fullPage: true });

  // The inbox holds the paid confirmation, which asks for no cash.
  const confirmation = await mailTo(email, new RegExp(`Order ${number} paid`));
  expect(confirmation.text).toContain(`Paid · bKash · ${trxId}`);
  expect(confirmation.text).not.toContain('Cash On Delivery');

  // The admin sees it paid on the order desk, and the paid filter finds it.
  const adminContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: testInfo.project.use.baseURL,
  });
  const desk = await adminContext.newPage();
  await openApp(desk, '/login');
  await desk.getByLabel('Email').fill(ADMIN.email);
  await desk.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await desk.getByRole('button', { name: 'Login' }).click();
  await expect(desk.getByRole('link', { name: 'My Account' })).toBeVisible();
  await openApp(desk, '/side-navbar/order-manage?paid=paid');
  const row = desk
    .getByRole('table', { name: 'Customer orders' })
    .getByRole('row')
    .filter({ hasText: `#${number}` });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText(`Paid · bKash · ${trxId}`);
  await desk.screenshot({ path: testInfo.outputPath('order-desk.png'), fullPage: true });
  await openApp(desk, '/side-navbar/order-manage?paid=unpaid');
  await expect(desk.getByRole('heading', { name: 'গ্রাহকের অর্ডার ব্যবস্থাপনা' })).toBeVisible();
  await expect(desk.getByRole('combobox', { name: 'Paid online' })).toHaveValue(
    'Unpaid (bKash: pay now)',
  );
  await expect(desk.getByRole('row').filter({ hasText: `#${number}` })).toHaveCount(0);
  await adminContext.close();
});
