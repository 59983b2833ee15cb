import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from './fixtures';
import sharp from 'sharp';
import { ADMIN, signInAs } from './admin-helpers';

// Each callable is its own function in the emulator: its first call here starts it cold.
test.describe.configure({ timeout: 120_000 });
const FIRST_CALL = { timeout: 40_000 };

/** A name no other project or run uses: both projects run every test at the same time. */
const uniqueOf = (testInfo: TestInfo) =>
  `${testInfo.project.name}${Date.now().toString(36)}`.toUpperCase();

/** A small real PNG banner (3:1), written to a temporary file as a person would pick it. */
async function bannerFile(): Promise<string> {
  const png = await sharp({
    create: { width: 600, height: 200, channels: 3, background: { r: 230, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  const path = join(mkdtempSync(join(tmpdir(), 'boi-banner-')), 'banner.png');
  writeFileSync(path, png);
  return path;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0, FIRST_CALL);
}

test('the admin adds a category, renames it in the static modal and deletes it', async ({
  page,
}, testInfo) => {
  const unique = uniqueOf(testInfo);
  const name = `পরীক্ষা ${unique}`;
  const renamed = `নতুন নাম ${unique}`;
  await signInAs(page, ADMIN);
  await open(page, '/side-navbar/category-add', 'Category Manage');
  const table = page.getByRole('table', { name: 'Categories' });
  await expect(table.getByRole('columnheader', { name: 'Category Name' })).toBeVisible();

  // An empty name is refused before the server.
  await page.getByRole('button', { name: 'Category Add' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Category Name' });
  await expect(field).toHaveAttribute('placeholder', 'বাংলায় লিখুন');
  await field.fill(name);
  await page.getByRole('button', { name: 'Category Add' }).click();
  await expect(page.getByText('Category added').first()).toBeVisible(FIRST_CALL);
  await expect(field).toHaveValue('');
  // The new category is the newest, so the table turns to the last page to show it.
  await expect(table.getByText(name, { exact: true })).toBeVisible();
  await page.screenshot({ path: `/tmp/category-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Category Update' });
  const nameField = modal.getByRole('textbox', { name: /Category Name/ });
  await expect(nameField).toHaveValue(name);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await nameField.fill('');
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(modal.getByText('Name is required')).toBeVisible();
  await nameField.fill(renamed);
  await page.screenshot({ path: `/tmp/category-edit-${testInfo.project.name}.png` });
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(modal).toBeHidden(FIRST_CALL);
  await expect(table.getByText(renamed, { exact: true })).toBeVisible();
  await expect(table.getByText(name, { exact: true })).toHaveCount(0, FIRST_CALL);

  // The close button closes it without saving.
  await page.getByRole('button', { name: `Edit ${renamed}` }).click();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden(FIRST_CALL);
  await expect(table.getByText(renamed, { exact: true })).toHaveCount(0);

  // The Activity page names who added, renamed and deleted it.
  await open(page, '/side-navbar/activity', 'অ্যাক্টিভিটি');
  await page.getByRole('combobox', { name: 'কাজ · Operation' }).click();
  await page.getByRole('option', { name: 'createCategory', exact: true }).click();
  const activity = page.getByRole('table', { name: 'Activity' });
  const added = activity.getByRole('row').filter({ hasText: name });
  await expect(added.first()).toContainText(ADMIN.email, FIRST_CALL);
  await expect(added.first()).toContainText('createCategory');
  await page.screenshot({ path: testInfo.outputPath('activity.png'), fullPage: true });
});

test('a category with books is not deleted, and the toast says why', async ({ page }) => {
  await signInAs(page, ADMIN);
  const response = await page.request.get('/api/v1/category?limit=200');
  const { data } = (await response.json()) as {
    data: { name: string; productCount: number }[];
  };
  const withBooks = data.find((category) => category.productCount > 0);
  expect(withBooks).toBeDefined();
  await open(page, '/side-navbar/category-add', 'Category Manage');
  await page.getByRole('button', { name: `Delete ${withBooks!.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/still has \d+ book\(s\)\. Move or delete them first\./)).toBeVisible(
    FIRST_CALL,
  );
  await expect(
    page.getByRole('table', { name: 'Categories' }).getByText(withBooks!.name, { exact: true }),
  ).toBeVisible();
});

test('a writer is added with details and shown in the writer table', async ({ page }, testInfo) => {
  const unique = uniqueOf(testInfo);
  const name = `লেখক ${unique}`;
  const details = `একজন পরীক্ষার লেখক ${unique}`;
  await signInAs(page, ADMIN);
  await open(page, '/side-navbar/writer-add', 'Writer Manage');
  await page.getByRole('textbox', { name: 'Writer Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Writer Details' }).fill(details);
  await page.getByRole('button', { name: 'Writer Add' }).click();
  const table = page.getByRole('table', { name: 'Writers' });
  await expect(table.getByText(name, { exact: true })).toBeVisible(FIRST_CALL);
  await expect(table.getByText(details)).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Writer information Update' });
  await expect(modal.getByRole('textbox', { name: 'Writer Details' })).toHaveValue(details);
  await page.screenshot({ path: `/tmp/writer-edit-${testInfo.project.name}.png` });
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(table.getByText(name, { exact: true })).toHaveCount(0);
});

test('the book fair year is prefilled', async ({ page }, testInfo) => {
  await signInAs(page, ADMIN);
  const response = await page.request.get('/api/v1/book-fair');
  const { data } = (await response.json()) as { data: { bookFairYear: string } };
  await open(page, '/side-navbar/book-fair-add', 'Book Fair Year Update');
  await expect(page.getByRole('textbox', { name: 'Book Fair Year' })).toHaveValue(
    data.bookFairYear,
  );
  await expect(page.getByRole('button', { name: 'Book Fair Update' })).toBeVisible();
  await page.screenshot({ path: `/tmp/book-fair-${testInfo.project.name}.png`, fullPage: true });
});

test('the admin uploads a banner with progress, sees it and deletes it', async ({
  page,
}, testInfo) => {
  await signInAs(page, ADMIN);
  await open(page, '/side-navbar/banner-add', 'Banner Manage');

  // No picture: the spec's message.
  await page.getByRole('button', { name: 'Banner Upload' }).click();
  await expect(page.getByText('please provide one banner picture')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(await bannerFile());
  await expect(page.getByText('please provide one banner picture')).toHaveCount(0);

  // The save waits a moment, so the finished upload's progress bar can be seen.
  await page.route('**/api/callable/createBanner', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const uploaded = page.waitForResponse('**/api/v1/upload?kind=banner');
  await page.getByRole('button', { name: 'Banner Upload' }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', FIRST_CALL);
  await expect(page.getByText('Picture uploaded (100%)')).toBeVisible();
  await page.screenshot({ path: `/tmp/banner-progress-${testInfo.project.name}.png` });
  const { data } = (await (await uploaded).json()) as { data: { image: string } };
  await expect(page.getByText('Banner added').first()).toBeVisible(FIRST_CALL);
  await expect(progress).toBeHidden();

  const table = page.getByRole('table', { name: 'Banners' });
  const row = table.getByRole('row').filter({ has: page.locator(`img[src="${data.image}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img')).toBeVisible();
  await page.screenshot({ path: `/tmp/banner-${testInfo.project.name}.png`, fullPage: true });

  await row.getByRole('button', { name: /^Delete banner/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Banner deleted').first()).toBeVisible(FIRST_CALL);
  await expect(row).toHaveCount(0);
});

test('the admin adds a coupon and deactivates it', async ({ page }, testInfo) => {
  const code = `E2E${uniqueOf(testInfo)}`.slice(0, 32);
  await signInAs(page, ADMIN);
  await open(page, '/side-navbar/coupon-add', 'Coupon Manage');

  const percent = page.getByRole('textbox', { name: 'Discount Percent' });
  await page.getByRole('textbox', { name: 'Coupon Code' }).fill(code.toLowerCase());
  await percent.fill('abc');
  await expect(percent).toHaveValue('');
  await percent.fill('150');
  await page.getByRole('button', { name: 'Coupon Add' }).click();
  await expect(page.getByText('Discount percent is a whole number from 1 to 100')).toBeVisible();
  await percent.fill('15');
  await page.getByRole('button', { name: 'Coupon Add' }).click();
  await expect(page.getByRole('textbox', { name: 'Coupon Code' })).toHaveValue('', FIRST_CALL);

  const table = page.getByRole('table', { name: 'Coupons' });
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15%');
  const active = page.getByRole('switch', { name: `${code} active` });
  await expect(active).toBeChecked();
  await page.screenshot({ path: `/tmp/coupon-${testInfo.project.name}.png`, fullPage: true });

  await active.click({ force: true });
  await expect(active).not.toBeChecked(FIRST_CALL);
  await expect(row).toContainText('Inactive');

  await expect(page.getByText(`Coupon ${code} deactivated`)).toBeVisible();

  // It stays off after a reload, and can be turned on again.
  await page.reload();
  await expect(active).not.toBeChecked();
  await active.click({ force: true });
  await expect(active).toBeChecked();
  await active.click({ force: true });
  await expect(active).not.toBeChecked();
});
