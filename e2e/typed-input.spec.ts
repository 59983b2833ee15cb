import { expect, test, type Locator, type Page } from './fixtures';
import { signInAs } from './admin-helpers';
import { DEMO_READER as READER } from '../scripts/seed/demo-accounts';

// Issue 29: what a shopper types is never lost, before, during or after the app's loading and
// across client-side navigation, on a phone as slow as a mid-range one (CPU slowed 4×). Keys are
// pressed one by one, as a person types, at once: as soon as the field is there.

const TOP_BAR_SEARCH = 'বইয়ের নাম ও লেখকের নাম দিয়ে খুঁজুন';

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Types key by key into the field as soon as it is visible, then checks every character. */
async function typeAtOnce(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text, { delay: 15 });
  await expect(field).toHaveValue(text);
}

const email = (page: Page) => page.getByLabel('Email');
const password = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

test.describe('typed input is kept on a slow phone', () => {
  test.beforeEach(async ({ page }) => slowCpu(page));

  test('sign-in, sign-up and reset right after load', async ({ page }) => {
    await page.goto('/login');
    await typeAtOnce(email(page), 'reader@boi.test');
    await typeAtOnce(password(page), 'secret1');

    await page.goto('/singUp');
    await typeAtOnce(page.getByLabel('Full name'), 'রহিম উদ্দিন');
    await typeAtOnce(email(page), 'new@boi.test');

    await page.goto('/forgot-password');
    await typeAtOnce(email(page), 'forgot@boi.test');
  });

  test('sign-in, sign-up and reset right after a client-side move', async ({ page }) => {
    await page.goto('/singUp');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await typeAtOnce(email(page), 'reader@');
    await typeAtOnce(password(page), '12');
    // The login form got what was typed: its own messages, not 'Email is required'.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await expect(page.getByText('Invalid Password')).toBeVisible();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await typeAtOnce(email(page), 'forgot@boi.test');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/singUp$/);
    await typeAtOnce(page.getByLabel('Full name'), 'Karim');
    await typeAtOnce(email(page), 'karim@boi.test');
  });

  test('the header search box before the app has loaded, and after a move', async ({ context }) => {
    // A page of its own: the fixture's page waits for the app, and this types before it.
    const page = await context.newPage();
    await slowCpu(page);
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    const box = page.getByRole('banner').getByRole('searchbox', { name: TOP_BAR_SEARCH });
    await box.click();
    await box.pressSequentially('humayun', { delay: 15 });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
    await expect(
      page.getByRole('banner').getByRole('combobox', { name: TOP_BAR_SEARCH }),
    ).toHaveValue('humayun');

    // After a client-side move to a book's page, at once.
    await page.getByRole('main').locator('a[href^="/product3Details/"]').first().click();
    await expect(page).toHaveURL(/\/product3Details\//);
    const live = page.getByRole('banner').getByRole('combobox', { name: TOP_BAR_SEARCH });
    await live.fill('');
    await typeAtOnce(live, 'rabindranath');
  });

  test('checkout and a review right after load and after a move', async ({ page, request }) => {
    test.slow();
    await signInAs(page, READER);
    const products = (await (await request.get('/api/v1/product?page=0&size=20')).json()) as {
      data: { products: { _id: string; quantity: number }[] };
    };
    const book = products.data.products.find((b) => b.quantity >= 3);
    expect(book, 'an in-stock book').toBeTruthy();
    await page.goto(`/product3Details/${book!._id}`);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await typeAtOnce(page.getByLabel('Comment'), 'চমৎকার বই');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/shipping$/);
    // The name may come filled from the profile: the fields a shopper always types.
    await typeAtOnce(page.getByLabel('Address'), '12 Road 5, Dhanmondi');
    await typeAtOnce(page.getByLabel('City'), 'Dhaka');

    await page.goto('/shipping');
    await typeAtOnce(page.getByLabel('Zip code'), '1205');
    await typeAtOnce(page.getByLabel('Address'), 'House 3, Mirpur');
  });
});
