// What only the app answers, and the script an answer needed (the first-tap journeys, issue 37).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { AFTER_STORED_MS, landedBeside, STORED_TIMEOUT_MS, target } from './tap-probe';

/** A book page's tab that is not the open one (Mantine's Tabs). */
export const TAB = 'main [role="tab"][aria-selected="false"]';

/**
 * The inline scripts of the page (no `src`, no data blocks), gzipped as the page's HTML carries
 * them: what answers a tap before the app is script too.
 */
export async function inlineScriptKiB(page: Page): Promise<number> {
  const text = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script:not([src])'))
      .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
      .map((script) => script.textContent ?? '')
      .join('\n'),
  );
  return gzipSync(text).length / 1024;
}

/**
 * Taps the first tab that is not open (a book page's) and waits until it is open as a shopper
 * sees it: the tab selected and its panel (the tabpanel it labels) drawn. The inline script
 * opens it before the app has hydrated the page, the app after. Returns when the tap was and
 * when the tab opened (null: never, in STORED_TIMEOUT_MS: the tap was lost).
 */
export async function tapTabAndWait(page: Page) {
  const found = await target(page, TAB);
  // React may put its own tab in the server's place as it hydrates: the open tab is found by
  // its label, not by the element.
  await page.evaluate(
    ({ selector, index }) => {
      const label = document.querySelectorAll(selector)[index]?.textContent;
      const observer = new MutationObserver(() => {
        const open = document.querySelector('main [role="tab"][aria-selected="true"]');
        if (!open || open.textContent !== label) return;
        const panel = document.querySelector<HTMLElement>(
          `[role="tabpanel"][aria-labelledby="${CSS.escape(open.id)}"]`,
        );
        if (!panel || panel.offsetHeight === 0) return;
        (window as unknown as { __boiTabOpen?: number }).__boiTabOpen = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, attributes: true, childList: true });
    },
    { selector: TAB, index: found.index },
  );
  await page.touchscreen.tap(found.x, found.y);
  const opened = await page
    .waitForFunction(() => (window as unknown as { __boiTabOpen?: number }).__boiTabOpen, null, {
      timeout: STORED_TIMEOUT_MS,
      polling: 100,
    })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  // Any tab, not only a closed one: the tab it landed on may be open by now.
  const missed = await page.evaluate(landedBeside, 'main [role="tab"]');
  if (missed) throw new Error(`the tap landed beside the tab, on ${missed}`);
  if (opened !== null) await page.waitForTimeout(AFTER_STORED_MS);
  return { storedAt: opened };
}
