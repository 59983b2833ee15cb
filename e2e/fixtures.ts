import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A test whose subject does not depend on the screen (access rules, a mail gate, an empty state):
 * the phone project skips it (playwright.config.ts), to keep `npm test` within 20 minutes.
 */
export const ANY_SCREEN = { tag: '@any-screen' };
export type { APIRequestContext, ConsoleMessage, Locator, Page, TestInfo } from '@playwright/test';

/**
 * Storefront pages arrive server-rendered, and their app loads at the shopper's first interaction
 * (web/src/app/server/deferred-entry.ts). Like a shopper who moves the pointer and waits for the
 * page to settle, `goto` and `reload` here move the mouse and return once the app has marked the
 * page hydrated (`html[data-hydrated]`).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      let moves = 0;
      const waitForApp = async () => {
        moves += 1;
        // A new position each time, so the browser surely sees a move.
        await page.mouse.move(1 + (moves % 2), 1);
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
