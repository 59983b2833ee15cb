import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A test whose subject does not depend on the screen (access rules, a mail gate, an empty state):
 * the phone project skips it (playwright.config.ts), to keep `npm test` within 20 minutes.
 */
export const ANY_SCREEN = { tag: '@any-screen' };
export type { APIRequestContext, ConsoleMessage, Locator, Page, TestInfo } from '@playwright/test';

/**
 * Storefront pages arrive server-rendered: buttons are on screen before React has hydrated them,
 * and a click in between does nothing. Like a shopper who waits for the page to settle, `goto`
 * and `reload` here return once the app has marked the page hydrated (`html[data-hydrated]`).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const waitForApp = () =>
        page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
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
