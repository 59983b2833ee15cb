import { expect, type Page } from './fixtures';

/** The seed's demo accounts (scripts/seed/demo-accounts.ts). */
export const ADMIN = { email: 'admin@boi.test', password: 'admin123' };
export const CUSTOMER = { email: 'reader@boi.test', password: 'reader123' };

/** Signs in through the /login form, as a person would. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
}
