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
