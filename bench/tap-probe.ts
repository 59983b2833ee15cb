// What the first-tap benches read from the page: an init script that records taps, storage
// writes, DOM feedback, long tasks and Event Timing entries; the taps and scrolls they make.
import { type Browser, type CDPSession, type Page } from 'playwright-core';
import { ROUTES } from '@boi/domain/paths/routes';
import { CART_STORAGE_KEY } from '../web/src/lib/cart/cart-count';
import { VISITOR, WISHLIST_STORAGE_KEY } from '../web/src/lib/wishlist/wishlist-store';
import { CPU_SLOWDOWN, NETWORK, PHONE, type Visitor } from './phone-page';
import { addToCartSelector, HYDRATED_ATTRIBUTE } from '../web/src/lib/page-hooks';

// The storefront's own markers (web/src/components): Add to Cart carries the book's id, the
// wishlist heart is a toggle named 'Wishlist: …' in both languages, the header has the menu's
// burger (mobile) and the search form.
export const ADD_TO_CART = addToCartSelector();

export const HEART = 'main button[aria-pressed][aria-label*="Wishlist"]';

export const MENU = 'header button[aria-label="Open menu"]';

export const SEARCH = 'header form[role="search"] input[type="search"]';

/** How long a tap may take to reach storage before the run gives up on it. */
export const STORED_TIMEOUT_MS = 10_000;

/** What is still counted after the book is in the cart. */
export const AFTER_STORED_MS = 3_000;

export interface InpRun {
  inpMs: number;
  interactions: number;
  /** How far the touch scroll moved the page, and what the search box held at the end. */
  scrolledPx?: number;
  scrolledBy?: string;
  typed?: string;
}

/** What the init script keeps on `window.__firstTap`. */
export interface Probe {
  taps: number[];
  /** Per tap: whether the app had hydrated the page (so the app, not the inline script, answers). */
  hydratedAtTap: boolean[];
  /** The cart's and the wishlist's localStorage writes. */
  writes: { key: string; at: number; value: string }[];
  longTasks: { start: number; duration: number }[];
  scripts: { name: string; start: number; end: number; size: number }[];
  events: { id: number; duration: number }[];
  feedbackAt: number | null;
}

/**
 * Runs in every document before the page's own scripts: records the taps (pointerdown, capture)
 * and what the last one landed on (`window.__firstTapOn`), the cart's and the wishlist's
 * localStorage writes, long tasks, script transfers and Event Timing entries.
 */
export function installProbe([keys, hydratedAttribute]: [string[], string]): void {
  const probe: Probe = {
    taps: [],
    hydratedAtTap: [],
    writes: [],
    longTasks: [],
    scripts: [],
    events: [],
    feedbackAt: null,
  };
  (window as unknown as { __firstTap: Probe }).__firstTap = probe;
  window.addEventListener(
    'pointerdown',
    (event) => {
      probe.taps.push(event.timeStamp);
      probe.hydratedAtTap.push(document.documentElement.hasAttribute(hydratedAttribute));
      (window as unknown as { __firstTapOn: EventTarget | null }).__firstTapOn = event.target;
    },
    { capture: true, passive: true },
  );
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    setItem.call(this, key, value);
    if (keys.includes(key)) probe.writes.push({ key, at: performance.now(), value: String(value) });
  };
  const observe = (type: string, take: (entry: PerformanceEntry) => void, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
        type,
        buffered: true,
        ...extra,
      });
    } catch {
      // An entry type this browser lacks: its figures stay empty.
    }
  };
  observe('longtask', (entry) =>
    probe.longTasks.push({ start: entry.startTime, duration: entry.duration }),
  );
  observe('resource', (entry) => {
    const resource = entry as PerformanceResourceTiming;
    if (/\.m?js(\?|$)/.test(new URL(resource.name).pathname))
      probe.scripts.push({
        name: resource.name,
        start: resource.startTime,
        end: resource.responseEnd,
        size: resource.transferSize,
      });
  });
  const event = (entry: PerformanceEntry) => {
    const id = (entry as PerformanceEntry & { interactionId?: number }).interactionId ?? 0;
    if (id > 0) probe.events.push({ id, duration: entry.duration });
  };
  observe('event', event, { durationThreshold: 16 });
  observe('first-input', event);
}

/**
 * Watches the DOM from before the tap for the first change that shows the tap was taken: the
 * tapped element (`selector`'s match number `index`) busy or pressed, a new 'View Cart' link, or
 * the header's cart count. Returns the wishlist as stored before the tap.
 */
export function armFeedback({
  selector,
  index,
  cartPath,
  wishlistKey,
}: {
  selector: string;
  index: number;
  cartPath: string;
  wishlistKey: string;
}): string | null {
  const probe = (window as unknown as { __firstTap: Probe }).__firstTap;
  const tapped = () => document.querySelectorAll(selector)[index];
  const viewCartLinks = () => document.querySelectorAll(`main a[href="${cartPath}"]`).length;
  const headerCart = () => {
    const link = document.querySelector(`header a[href="${cartPath}"]`);
    return `${link?.getAttribute('aria-label') ?? ''}|${link?.textContent ?? ''}`;
  };
  const pressed = tapped()?.getAttribute('aria-pressed');
  const links = viewCartLinks();
  const count = headerCart();
  const observer = new MutationObserver(() => {
    if (probe.taps.length === 0) return;
    const element = tapped();
    const shown =
      element?.getAttribute('aria-busy') === 'true' ||
      element?.hasAttribute('data-early-added') === true ||
      (element !== undefined && element.getAttribute('aria-pressed') !== pressed) ||
      viewCartLinks() > links ||
      headerCart() !== count;
    if (!shown) return;
    probe.feedbackAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  return localStorage.getItem(wishlistKey);
}

/** What the last tap landed on when that is not `selector`'s element (or in it); else null. */
export function landedBeside(selector: string): string | null {
  const on = (window as unknown as { __firstTapOn?: EventTarget | null }).__firstTapOn;
  if (on instanceof Element && on.closest(selector)) return null;
  if (!(on instanceof Element)) return String(on);
  const label = on.getAttribute('aria-label');
  return `${on.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
}

/** Whether the tap has reached storage: the cart holds the book, or the wishlist changed. */
export function stored({ key, id, before }: { key: string; id: string; before: string | null }) {
  const probe = (window as unknown as { __firstTap: Probe }).__firstTap;
  const tappedAt = probe.taps[0] ?? Infinity;
  const write = probe.writes.find(
    (write) =>
      write.key === key &&
      write.at >= tappedAt &&
      (id ? write.value.includes(`"${id}"`) : write.value !== before),
  );
  return write?.at ?? null;
}

/** Animation frames in a row in which the element to tap must not move before the tap. */
const STILL_FRAMES = 3;

/**
 * The first element matching `selector` that is enabled and drawn, on screen if one is; else the
 * first such element, scrolled to the middle of the screen. Its centre, for a tap, once it has
 * stood still for STILL_FRAMES frames: a swipe leaves the page flinging for a second or more,
 * and a scroll into view does not stop the fling, so a centre read while the page moves is
 * 15–50 px off by the time the tap lands (a finger follows the button, or waits for it).
 */
export async function target(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; id: string; index: number; scrolled: boolean }> {
  const handle = await page.waitForFunction(
    ({ selector, stillFrames }) => {
      const aim = ((
        window as unknown as { __boiAim?: { at: string; still: number; scrolled: boolean } }
      ).__boiAim ??= { at: '', still: 0, scrolled: false });
      const drawn = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.height > 0 &&
            !(element as HTMLButtonElement).disabled &&
            getComputedStyle(element).visibility !== 'hidden'
          );
        },
      );
      const onScreen = drawn.find((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth
        );
      });
      const element = onScreen ?? drawn[0];
      if (!element) return null;
      const index = Array.from(document.querySelectorAll(selector)).indexOf(element);
      if (!onScreen) element.scrollIntoView({ block: 'center' });
      aim.scrolled ||= !onScreen;
      const box = element.getBoundingClientRect();
      const at = `${index} ${box.left} ${box.top} ${box.width} ${box.height}`;
      aim.still = at === aim.at ? aim.still + 1 : 0;
      aim.at = at;
      if (aim.still < stillFrames) return null;
      delete (window as unknown as { __boiAim?: unknown }).__boiAim;
      return {
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        id: element.dataset.addToCart ?? '',
        index,
        scrolled: aim.scrolled,
      };
    },
    { selector, stillFrames: STILL_FRAMES },
    { timeout: 15_000, polling: 'raf' },
  );
  const found = await handle.jsonValue();
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

export async function tap(page: Page, selector: string) {
  const found = await target(page, selector);
  await page.touchscreen.tap(found.x, found.y);
  return found;
}

export const probeOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstTap: Probe }).__firstTap);

/**
 * Taps the first Add to Cart on screen, or the first wishlist heart where the page has none, and
 * waits until storage holds the tap (then AFTER_STORED_MS more). `polling`: how often to look.
 */
export async function tapAndWait(page: Page, polling: number) {
  const hasAddToCart = await page.locator(ADD_TO_CART).count();
  const tapped: 'cart' | 'heart' = hasAddToCart > 0 ? 'cart' : 'heart';
  const found = await target(page, tapped === 'cart' ? ADD_TO_CART : HEART);
  const selector = tapped === 'cart' ? `[data-add-to-cart="${found.id}"]` : HEART;
  const before = await page.evaluate(armFeedback, {
    selector,
    index: tapped === 'cart' ? 0 : found.index,
    cartPath: ROUTES.cart,
    wishlistKey: WISHLIST_STORAGE_KEY,
  });
  await page.touchscreen.tap(found.x, found.y);
  const wanted = {
    key: tapped === 'cart' ? CART_STORAGE_KEY : WISHLIST_STORAGE_KEY,
    id: tapped === 'cart' ? found.id : '',
    before,
  };
  const done = await page
    .waitForFunction(stored, wanted, { timeout: STORED_TIMEOUT_MS, polling })
    .then(() => true)
    .catch(() => false);
  // A tap beside the button is the bench's miss, not a tap the page lost.
  const missed = await page.evaluate(landedBeside, selector);
  if (missed) throw new Error(`the tap landed beside the button, on ${missed}`);
  if (done) await page.waitForTimeout(AFTER_STORED_MS);
  return { tapped, found, storedAt: await page.evaluate(stored, wanted) };
}

/**
 * INP: the longest interaction (its longest entry), or from 50 interactions on the 98th
 * percentile (one left out per 50). `count` is the page's own interaction count when it has one:
 * interactions under 16 ms give no entry.
 */
export function inpOf(events: { id: number; duration: number }[], count?: number): InpRun {
  const longest = new Map<number, number>();
  for (const { id, duration } of events) longest.set(id, Math.max(duration, longest.get(id) ?? 0));
  const durations = [...longest.values()].sort((a, b) => b - a);
  const interactions = Math.max(count ?? 0, durations.length);
  const at = Math.min(Math.floor(interactions / 50), durations.length - 1);
  return { inpMs: durations[at] ?? 0, interactions };
}

/**
 * How long the swipe's finger stays still before it lifts: no fling then (Chromium takes a
 * pointer as stopped after 40 ms without a move).
 */
const FINGER_REST_MS = 150;

/**
 * Scrolls `px` down with a finger's swipe (touch events through the protocol: its synthesized
 * touch scroll gesture does not move headless Chromium's page), topped up with the mouse wheel
 * when the swipe fell short. The finger rests (FINGER_REST_MS) before it lifts, as a reader's
 * does who scrolls to read on: lifted while moving, it would fling the page on for a second or
 * more, 1,000–1,600 px instead of `px`. Returns how far the page moved.
 */
export async function scrollDown(page: Page, px: number): Promise<{ px: number; by: string }> {
  const cdp = await page.context().newCDPSession(page);
  const x = PHONE.viewport.width / 2;
  const from = PHONE.viewport.height * 0.8;
  const steps = 12;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: from - (px * step) / steps }],
    });
  }
  await new Promise((resolve) => setTimeout(resolve, FINGER_REST_MS));
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: [{ x, y: from - px }],
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(300);
  const swiped = await page.evaluate(() => scrollY);
  if (swiped >= px / 2) return { px: swiped, by: 'touch' };
  await page.mouse.wheel(0, px - swiped);
  await page.waitForTimeout(300);
  return { px: await page.evaluate(() => scrollY), by: swiped > 0 ? 'touch and wheel' : 'wheel' };
}

export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * A page open as `visitor` would see it, throttled: a returning visitor's wishlist is in
 * localStorage before the page loads, and the page was visited once (unthrottled) in the same
 * context, so its HTTP cache holds what that visit loaded.
 */
export async function openPage(
  browser: Browser,
  url: string,
  visitor: Visitor,
  wishlisted: string,
): Promise<Page> {
  const origin = new URL(url).origin;
  const wishlist = JSON.stringify({ owner: VISITOR, ids: [wishlisted] });
  const context = await browser.newContext({
    ...PHONE,
    storageState:
      visitor === 'returning'
        ? {
            cookies: [],
            origins: [{ origin, localStorage: [{ name: WISHLIST_STORAGE_KEY, value: wishlist }] }],
          }
        : undefined,
  });
  // tsx keeps function names with an `__name` helper that the page lacks: the functions this
  // file runs in the page need it there.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(installProbe, [
    [CART_STORAGE_KEY, WISHLIST_STORAGE_KEY],
    HYDRATED_ATTRIBUTE,
  ] as [string[], string]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (visitor === 'returning') {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  }
  await throttle(cdp);
  await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  return page;
}
