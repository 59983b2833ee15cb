import { expect, test } from './fixtures';

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the side menu opens from the burger and navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: /লেখক/ }).first().click();
    await expect(page).toHaveURL(/\/writer$/);
    await expect(page.locator('a[href^="/writer/"]').first()).toBeVisible();
  });
});
