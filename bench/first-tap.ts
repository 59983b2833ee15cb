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
import { type Browser } from 'playwright-core';
import { median, warm } from './lighthouse';
import { launchBrowser, message, pagesOf, type Visitor } from './phone-page';
import {
  ADD_TO_CART,
  AFTER_STORED_MS,
  HEART,
  inpOf,
  MENU,
  openPage,
  probeOf,
  scrollDown,
  SEARCH,
  STORED_TIMEOUT_MS,
  tap,
  tapAndWait,
  type InpRun,
} from './tap-probe';

/** The goals of issue 29, shown in the table's header. */
export const FIRST_TAP_GOALS = { feedbackMs: 100, cartMs: 1000, inpMs: 200 };

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

const kib = (bytes: number) => bytes / 1024;

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
