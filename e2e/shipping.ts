import type { Page } from './fixtures';

/**
 * Fills checkout's shipping address (Dhaka) on /shipping; name and e-mail come from the account.
 * A phone shopper's phone is her verified number, already there (`phone: null`).
 */
export async function fillShippingAddress(
  page: Page,
  { phone = '01912345678' }: { phone?: string | null } = {},
): Promise<void> {
  if (phone !== null) await page.getByLabel('Phone').fill(phone);
  await page.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('combobox', { name: 'District' }).fill('Dhaka');
  await page.getByRole('option', { name: 'Dhaka', exact: true }).click();
  await page.getByLabel('City').fill('Dhaka');
  await page.getByLabel('Zip code').fill('1207');
  await page.getByLabel('Address').fill('3 Road 2, Mohammadpur');
}
