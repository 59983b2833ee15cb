import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { ADMIN, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';

test('Product Manage exports the whole catalog as a CSV that reads back, and offers the template', async ({
  page,
  request,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/side-navbar/product-page');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^boi-catalog-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const { data } = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  });

  // As many rows as the catalog has books (other specs add and delete a book meanwhile), with a
  // known book's fields as the API has them.
  const listed = await request.get('/api/v1/product?page=0&size=1');
  const { productTotalCount } = (await listed.json()).data as { productTotalCount: number };
  expect(Math.abs(data.length - productTotalCount)).toBeLessThanOrEqual(3);
  const seeded = await request.get('/api/v1/product/book-00001');
  const book = (await seeded.json()).data as {
    nameB: string;
    price: number;
    category: { categoryName: string };
  };
  expect(data.find((r) => r.id === 'book-00001')).toMatchObject({
    nameB: book.nameB,
    price: String(book.price),
    category: book.category.categoryName,
  });

  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV template' }).click();
  const templateText = await readFile((await (await template).path()) ?? '', 'utf8');
  expect(templateText.split('\n')[0]).toContain('id,nameB,nameE');
});

test('Import CSV checks the file first, names the bad row, then adds the good one', async ({
  page,
  request,
}, testInfo) => {
  const seeded = (await (await request.get('/api/v1/product/book-00001')).json()).data as {
    category: { categoryName: string; category_id: string };
    writer: { writerName: string };
    publication: { publicationName: string };
  };
  const unique = `csvimport${Date.now().toString(36)}`;
  const nameB = `আমদানি ${unique}`;
  const header = 'nameB,nameE,price,quantity,status,category,writer,publication,tags';
  const line = (name: string, price: string) =>
    [
      name,
      `Imported ${unique}`,
      price,
      '7',
      'in-stock',
      seeded.category.categoryName,
      seeded.writer.writerName,
      seeded.publication.publicationName,
      'নতুন|আমদানি',
    ].join(',');
  const csv = `\uFEFF${header}\n${line(nameB, '275')}\n${line(`ভুল ${unique}`, 'abc')}\n`;

  await signInAs(page, ADMIN);
  await page.goto('/side-navbar/product-page');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'books.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(dialog.getByRole('status')).toHaveText(
    '1 to add, 0 to update, 0 unchanged, 1 with errors',
  );
  const errors = dialog.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row', { name: /^3 Price is required/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-dry-run.png') });

  await dialog.getByRole('button', { name: 'Import 1 rows' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Added 1, updated 0, 0 unchanged, 1 with errors',
  );
  await page.keyboard.press('Escape');

  // On the storefront, newest first on its category's page, and through the admin's search.
  await page.goto(`/category/${seeded.category.category_id}`);
  await expect(page.getByText(nameB).first()).toBeVisible();
  await page.goto(`/side-navbar/product-page?q=${unique}`);
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByText(nameB)).toBeVisible();
  await expect(table.getByText('Tk 275')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${nameB}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(table.getByText(nameB)).toHaveCount(0);
});
