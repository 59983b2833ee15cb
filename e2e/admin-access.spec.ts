import { ANY_SCREEN, expect, test } from './fixtures';
import { ADMIN, CUSTOMER, signInAs } from './admin-helpers';

test(
  'a customer opening an admin screen sees "not allowed" and no admin data',
  ANY_SCREEN,
  async ({ page }) => {
    await signInAs(page, CUSTOMER);
    await page.goto('/side-navbar/product-page');
    await expect(page.getByRole('heading', { name: /Not allowed/ })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  },
);

test('the admin dashboard shows the shop figures and every admin tile', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, ADMIN);
  await page.goto('/side-navbar');
  // The first admin read on a cold emulator stack starts a functions worker.
  await expect(page.getByLabel('Shop overview')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('গত ৩০ দিনের বিক্রি · Sales, last 30 days')).toBeVisible();
  for (const tile of ['বই ব্যবস্থাপনা', 'অর্ডার ব্যবস্থাপনা', 'ব্যানার যোগ করুন']) {
    await expect(page.getByRole('link', { name: new RegExp(tile) })).toBeVisible();
  }
});
