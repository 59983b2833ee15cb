import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import sharp from 'sharp';
import { ADMIN, signInAs } from './admin-helpers';

/** A small real PNG cover, written to a temporary file as a person would pick it. */
async function coverFile(): Promise<string> {
  const png = await sharp({
    create: { width: 120, height: 180, channels: 3, background: { r: 20, g: 130, b: 110 } },
  })
    .png()
    .toBuffer();
  const path = join(mkdtempSync(join(tmpdir(), 'boi-cover-')), 'cover.png');
  writeFileSync(path, png);
  return path;
}

/** Opens a Mantine select in `scope` and picks an option (the first one when no name is given). */
async function choose(page: Page, scope: Locator, label: RegExp, option?: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox').last();
  const choice = option
    ? listbox.getByRole('option', { name: option })
    : listbox.getByRole('option').first();
  await choice.click();
}

async function openProductManage(page: Page, query = '') {
  await page.goto(`/side-navbar/product-page${query}`);
  await expect(page.getByRole('heading', { name: 'Product Manage' })).toBeVisible();
  // The first read of a cold emulator stack can take a while.
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 120_000,
  });
}

test('the admin adds a book with a cover, finds it, edits its price and deletes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const unique = `${testInfo.project.name[0]}${Date.now().toString(36)}`;
  const nameB = `পরীক্ষার বই ${unique}`;
  const nameE = `Test Book ${unique}`;
  await signInAs(page, ADMIN);
  await openProductManage(page);
  await page.screenshot({ path: testInfo.outputPath('product-manage.png'), fullPage: true });

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  // The form waits for the writer, publication and book-fair choices.
  await expect(dialog.getByRole('textbox', { name: /Book name \(Bangla\)/ })).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('textbox', { name: /Book name \(Bangla\)/ }).fill(nameB);
  await dialog.getByRole('textbox', { name: /Book name \(English\)/ }).fill(nameE);
  await dialog.getByRole('textbox', { name: /Price/ }).fill('250');
  await dialog.getByRole('textbox', { name: /Quantity/ }).fill('7');
  await choose(page, dialog, /^Status/, 'in-stock');
  await choose(page, dialog, /^Category/);
  await choose(page, dialog, /^Writer/);
  await choose(page, dialog, /^Publication/);
  await choose(page, dialog, /^Book fair/, 'None');
  const tags = dialog.getByRole('combobox', { name: /^Tags/ });
  await tags.fill('e2e');
  await tags.press('Enter');
  await tags.fill('   ');
  await tags.press('Enter');
  await expect(dialog.getByText('e2e', { exact: true })).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(await coverFile());
  await page.screenshot({ path: testInfo.outputPath('add-product.png'), fullPage: true });

  // The save waits a moment, so the finished upload's progress bar can be seen before it closes.
  await page.route('**/api/callable/createProduct', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const created = page.waitForResponse('**/api/callable/createProduct');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByText('Picture uploaded (100%)')).toBeVisible();
  const id = ((await (await created).json()) as { result: { id: string } }).result.id;
  await expect(dialog).toBeHidden();

  // Search by a word of the title: the filter goes to the URL and survives a reload.
  const table = page.getByRole('table', { name: 'Products' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(unique);
  await expect(page).toHaveURL(new RegExp(`q=${unique}`));
  await expect(table.getByText(nameB)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await choose(page, page.locator('body'), /^Price/, 'Tk 200 – 499');
  await expect(page).toHaveURL(/price=200-499/);
  await expect(table.getByText(nameB)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(unique);
  await expect(table.getByText(nameB)).toBeVisible();
  await expect(table.getByText('Tk 250')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('product-search.png'), fullPage: true });

  // The details modal shows what was saved.
  await page.getByRole('button', { name: `Details of ${nameB}` }).click();
  const details = page.getByRole('dialog', { name: 'Book Details' });
  await expect(details.getByText('in-stock')).toBeVisible();
  await expect(details.getByText('e2e', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('product-details.png'), fullPage: true });
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // The new book is on its category's storefront page.
  const book = (await (await page.request.get(`/api/v1/product/${id}`)).json()) as {
    data: { category: { category_id: string } };
  };
  await page.goto(`/category/${book.data.category.category_id}`);
  await expect(page.getByText(nameB).first()).toBeVisible();

  // Update Book: a new price shows on the storefront book page.
  await openProductManage(page, `?q=${unique}`);
  await page.getByRole('button', { name: `Edit ${nameB}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update Book' });
  const price = edit.getByRole('textbox', { name: /Price/ });
  await expect(price).toHaveValue('250');
  await price.fill('444');
  await page.screenshot({ path: testInfo.outputPath('update-book.png'), fullPage: true });
  await edit.getByRole('button', { name: 'Update Book' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByText('Tk 444')).toBeVisible();

  await page.goto(`/product3Details/${id}`);
  await expect(page.getByText('Tk 444').first()).toBeVisible();

  // Delete asks first, then the book is gone from the table.
  await openProductManage(page, `?q=${unique}`);
  await page.getByRole('button', { name: `Delete ${nameB}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(table.getByText(nameB)).toHaveCount(0);
  await expect(page.getByText('Total: 0')).toBeVisible();
});

test('Add Product refuses a .gif cover, more than five tags and missing choices', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, ADMIN);
  await openProductManage(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await expect(dialog.getByRole('combobox', { name: /^Tags/ })).toBeVisible({ timeout: 60_000 });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'cover.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(dialog.getByText('Product Picture is not valid')).toBeVisible();

  const tags = dialog.getByRole('combobox', { name: /^Tags/ });
  for (const tag of ['one', 'two', 'three', 'four', 'five', 'six']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await expect(dialog.getByText('5 Tags more than not allowed')).toBeVisible();

  await dialog.getByRole('button', { name: 'Add Product' }).click();
  for (const message of [
    'Please Select Product Status',
    'Please Select A Category Name',
    'Please Select Product Writer',
    'Please Select Product Publication',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog).toBeVisible();
});
