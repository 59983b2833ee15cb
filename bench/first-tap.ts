// The bench of the hand (issue 29): what a shopper's first tap costs on a throttled mid-range
// phone (412 px wide, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4× through
// Chromium's DevTools protocol), on the home page, a category page and an in-stock book's page,
// for a new visitor (empty storage, cold HTTP cache) and a returning one (a wishlist in
// localStorage, so the cart starts empty, and the page visited once before in the same context).
// Each run is a fresh context in one Playwright Chromium; each figure is the median of the runs.
//
// A run loads the page, waits for the load event, and taps the first enabled Add to Cart on
// screen (the first gesture: nothing touched before it). It reads everything from outside, from
// the DOM, localStorage and performance entries, so any loading strategy reads the same:
// - feedback: from the tap's pointerdown (its event timestamp) to the first DOM change that shows
//   the tap was taken: aria-busy="true" or data-early-added on the button, the button replaced by a 'View Cart' link,
//   or the header's cart count changing (a MutationObserver's time, not the next paint);
// - cart: from the tap to the localStorage write of the cart that holds the book (a wrapped
//   Storage.prototype.setItem);
// - longest task and blocked time: long tasks that start after the tap and before the cart
//   holds the book + 3 s (blocked: the sum of each one's time over 50 ms);
// - JS before and after the tap: the transfer size (over the wire; 0 from the HTTP cache) of the
//   scripts whose fetch started before the tap, and after it until the cart + 3 s.
// A page without Add to Cart (the cards of home and category pages have none) gets its first
// tap on the first wishlist heart instead: feedback is the heart's aria-pressed, "cart" the
// wishlist's localStorage write, and the table marks the row ♥.
// A separate scripted session per page and visitor gives the INP: swipe 600 px down, wait 3 s,
// tap Add to Cart (if the page has one), the first wishlist heart, the menu, Escape, then type
// 'humayun' in the header's search box (100 ms a key). INP is the longest Event Timing duration of an interaction
// (entries of 16 ms and more), the 98th percentile once there are 50 interactions or more.
// Figures, not assertions: a run that fails shows its error in the table.
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { bookPath, categoryPath, ROUTES } from '@boi/domain/paths/routes';
import { CART_STORAGE_KEY } from '../web/src/lib/cart/cart-count';
import { VISITOR, WISHLIST_STORAGE_KEY } from '../web/src/lib/wishlist/wishlist-store';
import { json, median, warm } from './lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A mid-range Android phone (Lighthouse's Moto G Power size and density). */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};
/** The issue's slow 4G, in the protocol's bytes per second. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 93_750,
};
const CPU_SLOWDOWN = 4;

/** The goals of issue 29, shown in the table's header. */
export const FIRST_TAP_GOALS = { feedbackMs: 100, cartMs: 1000, inpMs: 200 };

// The storefront's own markers (web/src/components): Add to Cart carries the book's id, the
// wishlist heart is a toggle named 'Wishlist: …' in both languages, the header has the menu's
// burger (mobile) and the search form.
export const ADD_TO_CART = '[data-add-to-cart]';
export const HEART = 'main button[aria-pressed][aria-label*="Wishlist"]';
const MENU = 'header button[aria-label="Open menu"]';
const SEARCH = 'header form[role="search"] input[type="search"]';

/** How long a tap may take to reach storage before the run gives up on it. */
export const STORED_TIMEOUT_MS = 10_000;
/** What is still counted after the book is in the cart. */
export const AFTER_STORED_MS = 3_000;

export type Visitor = 'new' | 'returning';
const VISITORS: Visitor[] = ['new', 'returning'];

interface TapRun {
  /** What was tapped: Add to Cart, or the first wishlist heart on a page without one. */
  tapped: 'cart' | 'heart';
  feedbackMs: number | null;
  cartMs: number | null;
  longestTaskMs: number;
  blockedMs: number;
  jsBeforeKiB: number;
  jsAfterKiB: number;
  /** No Add to Cart was on screen after the load: the page was scrolled to one first. */
  scrolled: boolean;
}

interface InpRun {
  inpMs: number;
  interactions: number;
  /** How far the touch scroll moved the page, and what the search box held at the end. */
  scrolledPx?: number;
  scrolledBy?: string;
  typed?: string;
}

export interface FirstTapRow {
  page: string;
  path: string;
  visitor: Visitor;
  taps: TapRun[];
  inp: InpRun[];
  errors: string[];
}

export interface FirstTapFigures {
  books: number;
  runs: number;
  rows: FirstTapRow[];
  seconds: number;
}

/** What the init script keeps on `window.__firstTap`. */
export interface Probe {
  taps: number[];
  /** The cart's and the wishlist's localStorage writes. */
  writes: { key: string; at: number; value: string }[];
  longTasks: { start: number; duration: number }[];
  scripts: { name: string; start: number; size: number }[];
  events: { id: number; duration: number }[];
  feedbackAt: number | null;
}

/**
 * Runs in every document before the page's own scripts: records the taps (pointerdown, capture),
 * the cart's and the wishlist's localStorage writes, long tasks, script transfers and Event
 * Timing entries.
 */
function installProbe(keys: string[]): void {
  const probe: Probe = {
    taps: [],
    writes: [],
    longTasks: [],
    scripts: [],
    events: [],
    feedbackAt: null,
  };
  (window as unknown as { __firstTap: Probe }).__firstTap = probe;
  window.addEventListener('pointerdown', (event) => probe.taps.push(event.timeStamp), {
    capture: true,
    passive: true,
  });
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

/**
 * The first element matching `selector` that is enabled and drawn, on screen if one is; else the
 * first such element, scrolled to the middle of the screen. Its centre, for a tap.
 */
export async function target(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; id: string; index: number; scrolled: boolean }> {
  const handle = await page.waitForFunction(
    (selector) => {
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
      const box = element.getBoundingClientRect();
      return {
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        id: element.dataset.addToCart ?? '',
        index,
        scrolled: !onScreen,
      };
    },
    selector,
    { timeout: 15_000, polling: 100 },
  );
  const found = await handle.jsonValue();
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

async function tap(page: Page, selector: string) {
  const found = await target(page, selector);
  await page.touchscreen.tap(found.x, found.y);
  return found;
}

export const probeOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstTap: Probe }).__firstTap);

async function throttle(cdp: CDPSession): Promise<void> {
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
  await context.addInitScript(installProbe, [CART_STORAGE_KEY, WISHLIST_STORAGE_KEY]);
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

const kib = (bytes: number) => bytes / 1024;

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
  if (done) await page.waitForTimeout(AFTER_STORED_MS);
  return { tapped, found, storedAt: await page.evaluate(stored, wanted) };
}

async function tapRun(
  browser: Browser,
  url: string,
  visitor: Visitor,
  wishlisted: string,
): Promise<TapRun> {
  const page = await openPage(browser, url, visitor, wishlisted);
  try {
    const { tapped, found, storedAt } = await tapAndWait(page, 250);
    const probe = await probeOf(page);
    const tappedAt = probe.taps[0];
    if (tappedAt === undefined) throw new Error('the tap never reached the page');
    const cartMs = storedAt === null ? null : storedAt - tappedAt;
    const until = cartMs === null ? Infinity : tappedAt + cartMs + AFTER_STORED_MS;
    const tasks = probe.longTasks.filter((task) => task.start >= tappedAt && task.start <= until);
    const scriptBytes = (from: number, to: number) =>
      probe.scripts
        .filter((script) => script.start >= from && script.start < to)
        .reduce((sum, script) => sum + script.size, 0);
    return {
      tapped,
      feedbackMs: probe.feedbackAt === null ? null : probe.feedbackAt - tappedAt,
      cartMs,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      blockedMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      jsBeforeKiB: kib(scriptBytes(-Infinity, tappedAt)),
      jsAfterKiB: kib(scriptBytes(tappedAt, until)),
      scrolled: found.scrolled,
    };
  } finally {
    await page.context().close();
  }
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
 * Scrolls `px` down with a finger's swipe (touch events through the protocol: its synthesized
 * touch scroll gesture does not move headless Chromium's page), topped up with the mouse wheel
 * when the swipe fell short. Returns how far the page moved.
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
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(300);
  const swiped = await page.evaluate(() => scrollY);
  if (swiped >= px / 2) return { px: swiped, by: 'touch' };
  await page.mouse.wheel(0, px - swiped);
  await page.waitForTimeout(300);
  return { px: await page.evaluate(() => scrollY), by: swiped > 0 ? 'touch and wheel' : 'wheel' };
}

async function inpRun(
  browser: Browser,
  url: string,
  visitor: Visitor,
  wishlisted: string,
): Promise<InpRun> {
  const page = await openPage(browser, url, visitor, wishlisted);
  try {
    const scrolled = await scrollDown(page, 600);
    await page.waitForTimeout(3_000);
    if ((await page.locator(ADD_TO_CART).count()) > 0) {
      await tap(page, ADD_TO_CART);
      await page.waitForTimeout(1_000);
    }
    await tap(page, HEART);
    await page.waitForTimeout(1_000);
    await tap(page, MENU);
    // The drawer may load first: Escape closes it once it is there.
    await page
      .locator('[role="dialog"]')
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => undefined);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await tap(page, SEARCH);
    await page.keyboard.type('humayun', { delay: 100 });
    await page.waitForTimeout(1_000);
    const count = await page.evaluate(
      () => (performance as Performance & { interactionCount?: number }).interactionCount,
    );
    const typed = await page.locator(SEARCH).first().inputValue();
    return {
      ...inpOf((await probeOf(page)).events, count),
      scrolledPx: scrolled.px,
      scrolledBy: scrolled.by,
      typed,
    };
  } finally {
    await page.context().close();
  }
}

/** The pages of the issue: home, the first category, and the first book that has copies left. */
export async function pagesOf(base: string) {
  const { data } = await json<{ data: { products: { _id: string; quantity: number }[] } }>(
    `${base}/api/v1/product?size=20&page=0`,
  );
  const { data: categories } = await json<{ data: { _id: string }[] }>(
    `${base}/api/v1/category?limit=1`,
  );
  const book = data.products.find((product) => product.quantity > 0)?._id;
  const category = categories[0]?._id;
  if (!book || !category) throw new Error('no book in stock or no category to tap on');
  // The returning visitor's wishlist holds a book other than the one tapped on its page.
  const wishlisted = data.products.find((product) => product._id !== book)?._id ?? book;
  return {
    wishlisted,
    pages: [
      { page: 'home', path: '/' },
      { page: 'category', path: categoryPath(category) },
      { page: 'book', path: bookPath(book) },
    ],
  };
}

export const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** The headless Chromium the first-tap benches drive. */
export const launchBrowser = () =>
  chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, headless: true });

/** Runs the first-tap bench `runs` times on each page and visitor of the catalog at `base`. */
export async function measureFirstTap(
  base: string,
  books: number,
  runs: number,
): Promise<FirstTapFigures> {
  const started = Date.now();
  const { pages, wishlisted } = await pagesOf(base);
  const browser = await launchBrowser();
  const rows: FirstTapRow[] = [];
  try {
    for (const { page, path } of pages) {
      await warm(base, path);
      for (const visitor of VISITORS) {
        const row: FirstTapRow = { page, path, visitor, taps: [], inp: [], errors: [] };
        rows.push(row);
        const url = `${base}${path}`;
        for (let run = 0; run < runs; run++) {
          try {
            row.taps.push(await tapRun(browser, url, visitor, wishlisted));
          } catch (error) {
            row.errors.push(message(error));
          }
        }
        try {
          row.inp.push(await inpRun(browser, url, visitor, wishlisted));
        } catch (error) {
          row.errors.push(`INP session: ${message(error)}`);
        }
        console.log(
          `first tap: ${books} books, ${path}, ${visitor} visitor: ${row.taps.length}/${runs} runs`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return { books, runs, rows, seconds: (Date.now() - started) / 1000 };
}

/** The median of the figures that exist, as whole milliseconds (or KiB with one decimal). */
function cell(values: (number | null)[], format: (value: number) => string, missing: string) {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return missing;
  const shown = format(median(present));
  return present.length < values.length ? `${shown} (${present.length}/${values.length})` : shown;
}

const ms = (value: number) => String(Math.round(value));
const oneDecimal = (value: number) => value.toFixed(1);

export function printFirstTap(all: FirstTapFigures[]): void {
  const { feedbackMs, cartMs, inpMs } = FIRST_TAP_GOALS;
  for (const { books, runs, rows, seconds } of all) {
    console.log(
      `\nFirst tap at ${books.toLocaleString('en')} books (median of ${runs} run${runs === 1 ? '' : 's'}, INP of one scripted session; 412 px phone, 150 ms RTT, 1.6 Mbit/s down, 4× CPU; ${Math.round(seconds)} s)`,
    );
    console.log(
      `| page | visitor | feedback ms (goal ≤ ${feedbackMs}) | cart ms (goal ≤ ${cartMs}) | INP ms (goal ≤ ${inpMs}; interactions) | longest task ms | blocked ms after tap | JS KiB before tap | JS KiB after tap |`,
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const heart = row.taps.some((run) => run.tapped === 'heart') ? ' ♥' : '';
      const label = `| ${row.page}${heart} | ${row.visitor} |`;
      if (row.taps.length === 0 && row.inp.length === 0) {
        console.log(`${label} ${row.errors[0] ?? 'no run'} | | | | | | |`);
        continue;
      }
      const inp = row.inp[0];
      const cells = [
        cell(
          row.taps.map((run) => run.feedbackMs),
          ms,
          'none',
        ),
        cell(
          row.taps.map((run) => run.cartMs),
          ms,
          `> ${STORED_TIMEOUT_MS}`,
        ),
        inp ? `${ms(inp.inpMs)} (${inp.interactions})` : 'failed',
        cell(
          row.taps.map((run) => run.longestTaskMs),
          ms,
          'n/a',
        ),
        cell(
          row.taps.map((run) => run.blockedMs),
          ms,
          'n/a',
        ),
        cell(
          row.taps.map((run) => run.jsBeforeKiB),
          oneDecimal,
          'n/a',
        ),
        cell(
          row.taps.map((run) => run.jsAfterKiB),
          oneDecimal,
          'n/a',
        ),
      ];
      console.log(`${label} ${cells.join(' | ')} |`);
    }
    const scrolled = rows.filter((row) => row.taps.some((run) => run.scrolled));
    const scrollsBy = [...new Set(rows.flatMap((row) => row.inp.map((run) => run.scrolledBy)))];
    const notes = [
      'feedback: tap (pointerdown) to the first DOM change showing it (aria-busy, View Cart, header count); cart: tap to the localStorage write that holds the book; longest task and blocked: long tasks from the tap to the cart + 3 s; JS: transfer size of the scripts fetched before and after the tap (0 from the HTTP cache)',
      `(k/n): only k of n runs gave the figure (none: no feedback; > ${STORED_TIMEOUT_MS}: the book never reached the cart)`,
      '♥: the page has no Add to Cart, so the first tap is on the first wishlist heart, and "cart" is the wishlist\'s localStorage write; its INP session skips Add to Cart',
      `the INP session scrolled by ${scrollsBy.join(', ') || 'nothing'}`,
      ...(scrolled.length > 0
        ? [
            `no Add to Cart on screen after the load, scrolled to one first: ${scrolled.map((row) => `${row.page} ${row.visitor}`).join(', ')}`,
          ]
        : []),
    ];
    console.log(`\n${notes.join('; ')}.`);
    for (const row of rows) {
      const session = row.inp[0];
      if (session && session.typed !== 'humayun')
        console.log(
          `${row.page}, ${row.visitor} visitor: the search box held "${session.typed}" after 'humayun' was typed`,
        );
      if (session && (session.scrolledPx ?? 0) < 300)
        console.log(
          `${row.page}, ${row.visitor} visitor: the scroll moved the page ${session.scrolledPx} px only`,
        );
      for (const error of new Set(row.errors))
        console.log(`${row.page}, ${row.visitor} visitor: ${error}`);
    }
  }
}
