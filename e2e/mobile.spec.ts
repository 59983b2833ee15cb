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

  test('the page inlines only its own styles, and the menu the app opens is styled', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const inline = page.locator('style[data-pruned]');
    const href = await inline.getAttribute('data-href');
    const whole = await (await request.get(href ?? '/missing.css')).text();
    const own = await inline.evaluate((style) => style.textContent ?? '');
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(whole.length / 2);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    // The drawer (not on the server page) lies over the page's top, not in its flow below.
    const box = await menu.boundingBox();
    expect(box?.y).toBeLessThan(50);
    expect(box?.height).toBeGreaterThan(700);
    expect(box?.width).toBeLessThan(375);
  });
});
