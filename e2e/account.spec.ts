import { expect, test, type Page, type TestInfo } from './fixtures';

const BASE_URL = process.env.BOI_URL ?? 'http://127.0.0.1:5100';
/** The app finds its Auth emulator at the Hosting port + 4099 (web/src/lib/auth-emulator.ts). */
const AUTH_EMULATOR =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${Number(new URL(BASE_URL).port) + 4099}`;
const RESET_BUTTON = 'পাসওয়ার্ড রিসেট করুন';

function uniqueEmail(testInfo: TestInfo): string {
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `e2e-${testInfo.project.name}-${nonce}@boi.test`;
}

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/singUp');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  const signedUp = page.waitForResponse((r) => r.url().endsWith('/api/callable/signUp'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await signedUp).ok()).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new URL('/', BASE_URL).href);
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('button').click();
  await expect(page).toHaveURL(new URL('/', BASE_URL).href);
  await expect(page.getByRole('link', { name: 'Sign Up/In' })).toBeVisible();
}

/** The newest password-reset code the Auth emulator "sent" to this address. */
async function latestResetCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://${AUTH_EMULATOR}/emulator/v1/projects/demo-boi/oobCodes`,
      );
      const { oobCodes = [] } = (await response.json()) as {
        oobCodes?: { email: string; oobCode: string; oobLink: string; requestType: string }[];
      };
      const mine = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
      const link = mine.at(-1)?.oobLink;
      code = link ? (new URL(link).searchParams.get('oobCode') ?? undefined) : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

test('sign-up, sign-in and reset forms show the validation messages', async ({ page }) => {
  await page.goto('/singUp');
  await page.getByLabel('Full name').fill('Test Reader');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('123');
  await page.getByLabel('Confirm password').fill('123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  // The rejected e-mail is cleared.
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByText('Invalid Password')).toBeVisible();

  await page.getByLabel('Email').fill('reader@boi.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret1');
  await page.getByLabel('Confirm password').fill('secret2');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('dont Match')).toBeVisible();
  await expect(page).toHaveURL(/\/singUp$/);

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('reader@');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await expect(page.getByText('Invalid Password')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  await page.goto('/reset-password/resetPassword/not-a-real-code');
  await expect(page.getByRole('alert')).toContainText(/invalid|expired/i);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('a new customer signs up, signs in, sees the dashboard and profile and changes the password', async ({
  page,
}, testInfo) => {
  test.slow(); // many steps; the first callable also starts the functions emulator's worker
  const email = uniqueEmail(testInfo);
  const name = 'রহিম উদ্দিন';
  await signUp(page, name, email, 'first-pass1');
  // Sign-up ends signed out on /login with the e-mail filled in.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('link', { name: 'Sign Up/In' })).toBeVisible();

  await logIn(page, email, 'first-pass1');
  // Signed-in users are sent home from the guest pages.
  await page.goto('/login');
  await expect(page).toHaveURL(new URL('/', BASE_URL).href);
  await page.goto('/singUp');
  await expect(page).toHaveURL(new URL('/', BASE_URL).href);

  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/side-navbar$/);
  await expect(page.getByRole('heading', { name: `স্বাগতম, ${name}!` })).toBeVisible();
  const main = page.getByRole('main');
  const tiles = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(tiles.getByRole('link')).toHaveCount(4);
  for (const target of [
    '/side-navbar/order',
    '/side-navbar/wishlist',
    '/side-navbar/user-profile',
    '/side-navbar/support',
  ]) {
    await expect(tiles.locator(`a[href="${target}"]`)).toBeVisible();
  }
  await expect(tiles.getByRole('button', { name: /লগ আউট/ })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'My Account' });
  if (testInfo.project.name === 'phone') {
    // On a phone the menu stacks above the page content.
    const menuBox = (await menu.boundingBox())!;
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(headingBox.y);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(1);
  }

  await menu.getByRole('link', { name: 'সাপোর্ট' }).click();
  await expect(page).toHaveURL(/\/side-navbar\/support$/);
  await expect(main.getByText('support@boi.com.bd')).toBeVisible();
  await expect(main.getByText('Dhaka')).toBeVisible();

  await menu.getByRole('link', { name: 'আমার প্রোফাইল' }).click();
  await expect(page).toHaveURL(/\/side-navbar\/user-profile$/);
  await expect(main.getByText(name, { exact: true })).toBeVisible();
  await expect(main.getByText(email, { exact: true })).toBeVisible();

  // Change the password: wrong current password, then mismatch, then for real.
  await page.getByLabel('Current password').fill('wrong-pass');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-pass2');
  await page.getByLabel('Confirm new password').fill('second-pass2');
  await page.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password').fill('first-pass1');
  await page.getByLabel('Confirm new password').fill('second-pass3');
  await page.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
  await expect(page.getByText('dont Match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-pass2');
  await page.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  await logOut(page);
  // Signed out, the account area sends visitors home.
  await page.goto('/side-navbar/user-profile');
  await expect(page).toHaveURL(new URL('/', BASE_URL).href);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-pass1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/Wrong email or password/)).toBeVisible();
  await logIn(page, email, 'second-pass2');
});

test('a forgotten password is reset through the e-mailed code', async ({ page }, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo);
  await signUp(page, 'Forgetful Reader', email, 'old-pass1');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const field = page.getByLabel('Email');
  await expect(field).toHaveAttribute('type', 'email');
  await field.fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please Check Your Email')).toBeVisible();
  await expect(field).toHaveValue('');

  const code = await latestResetCode(email);
  await page.goto(`/reset-password/resetPassword/${encodeURIComponent(code)}`);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New password').fill('new');
  await page.getByLabel('Confirm password').fill('new');
  await page.getByRole('button', { name: RESET_BUTTON }).click();
  await expect(page.getByText('Invalid Password')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveValue('');
  await page.getByLabel('New password').fill('new-pass1');
  await page.getByLabel('Confirm password').fill('new-pass2');
  await page.getByRole('button', { name: RESET_BUTTON }).click();
  await expect(page.getByText('dont Match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('new-pass1');
  await page.getByRole('button', { name: RESET_BUTTON }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, 'new-pass1');
});

test("Firebase's action link query is sent to the reset route", async ({ page }) => {
  await page.goto('/reset-password?mode=resetPassword&oobCode=abc123&apiKey=demo');
  await expect(page).toHaveURL(/\/reset-password\/resetPassword\/abc123$/);
  await expect(page.getByRole('alert')).toBeVisible();
});

test('an admin sees the management tiles', async ({ page }) => {
  await logIn(page, 'admin@boi.test', 'admin123');
  await page.goto('/side-navbar');
  const main = page.getByRole('main');
  await expect(main.getByText('অ্যাডমিন ড্যাশবোর্ড')).toBeVisible();
  const tiles = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(tiles.getByRole('link')).toHaveCount(12);
  for (const slug of [
    'product-page',
    'order-manage',
    'review-manage',
    'category-add',
    'writer-add',
    'publication-add',
    'book-fair-add',
    'coupon-add',
    'banner-add',
    'admins',
    'activity',
    'user-profile',
  ]) {
    await expect(tiles.locator(`a[href="/side-navbar/${slug}"]`)).toBeVisible();
  }
  // Every tile opens its working screen now, not 'Comming Soon'.
  await tiles.locator('a[href="/side-navbar/coupon-add"]').click();
  await expect(main.getByRole('heading', { name: 'Coupon Manage' })).toBeVisible();
  await expect(main.getByText('Comming Soon')).toHaveCount(0);
});
