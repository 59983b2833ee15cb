import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A test whose subject does not depend on the screen (access rules, a mail gate, an empty state):
 * the phone project skips it (playwright.config.ts), to keep `npm test` within 20 minutes.
 */
export const ANY_SCREEN = { tag: '@any-screen' };
export type { APIRequestContext, ConsoleMessage, Locator, Page, TestInfo } from '@playwright/test';

/**
 * Storefront pages arrive server-rendered, and their app loads when the shopper means to act: a
 * tap, a key, a focus (web/src/app/server/deferred-entry.ts; a move of the pointer or a scroll is
 * not enough). Like a shopper who reaches for the page and waits for it to settle, `goto` and
 * `reload` here move the mouse, press Shift (a key that does nothing on the page) and return once
 * the app has marked the page hydrated (`html[data-hydrated]`).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      let moves = 0;
      const waitForApp = async () => {
        moves += 1;
        // A new position each time, so the browser surely sees a move.
        await page.mouse.move(1 + (moves % 2), 1);
        await page.keyboard.press('Shift');
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
      };
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForApp();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForApp();
        return response;
      };
    }
    await use(page);
  },
});
