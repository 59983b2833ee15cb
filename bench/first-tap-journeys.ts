// The tail of the first visit (issue 37): journeys on a throttled mid-range phone (first-tap.ts's
// profile) that end in a tap on Add to Cart, or on the first wishlist heart where a page has no
// Add to Cart: the tap as the first gesture; a swipe of 400 px down, then the tap 1, 2, 3 or 5 s
// after the swipe began; and a returning visitor's tap (a wishlist stored, the page visited once,
// so the app loads at the first paint) 2 s after the load. Each journey runs `runs` times (fresh
// context each) and prints the 75th percentile (as Core Web Vitals judge) and the worst of:
// - INP: the longest Event Timing entry of the tap's interaction (0: answered within 16 ms);
// - cart: tap to the localStorage write that holds the book (or the changed wishlist);
// - longest task and blocked time (each long task's time over 50 ms) from the first gesture (the
//   swipe, or the tap) until the cart + 3 s;
// - script: KiB of script on the wire until then, and of it before the tap;
// - script to answer: what the tap's answer needed (issue 37's "script before the first
//   interaction is answered"): the page's inline scripts (gzipped), and where the app answered
//   (the page hydrated at the tap) the KiB of script that had arrived when it did. A download
//   under way at the tap that the inline script did not wait for is not counted: "before tap"
//   counts it.
// The journey "scroll, tap a tab at 2 s" (a book's page) taps a tab, which the inline script opens
// before the app has hydrated: its "tap → cart" is tap → tab open (its panel drawn), and "never"
// a tap that was lost.
// With `attribute`, the long animation frames' scripts over 30 ms are kept and printed (which
// script, which function), to see which task is long.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, message, pagesOf, type Visitor } from './phone-page';
import { AFTER_STORED_MS, openPage, probeOf, scrollDown, tapAndWait } from './tap-probe';
import { warm } from './lighthouse';
import { inlineScriptKiB, tapTabAndWait } from './answer-probe';

export interface Journey {
  name: string;
  visitor: Visitor;
  /** Seconds from the swipe's start to the tap; null: the tap is the first gesture. */
  tapAfterScrollS: number | null;
  /** What is tapped: Add to Cart (or the heart), or a tab (only on the pages named). */
  tab?: { pages: string[] };
}

type Tapped = 'cart' | 'heart' | 'tab';

export const JOURNEYS: Journey[] = [
  { name: 'tap first', visitor: 'new', tapAfterScrollS: null },
  ...[1, 2, 3, 5].map((s) => ({
    name: `scroll, tap at ${s} s`,
    visitor: 'new' as const,
    tapAfterScrollS: s,
  })),
  { name: 'returning, tap at 2 s', visitor: 'returning', tapAfterScrollS: null },
  {
    name: 'scroll, tap a tab at 2 s',
    visitor: 'new',
    tapAfterScrollS: 2,
    tab: { pages: ['book'] },
  },
];

interface JourneyRun {
  inpMs: number;
  cartMs: number | null;
  longestTaskMs: number;
  blockedMs: number;
  scriptKiB: number;
  scriptBeforeTapKiB: number;
  /** Null: never answered. */
  scriptToAnswerKiB: number | null;
  slowScripts: { source: string; ms: number }[];
}

export interface JourneyRow {
  page: string;
  journey: string;
  tapped: Tapped;
  runs: JourneyRun[];
  errors: string[];
}

export interface JourneyFigures {
  books: number;
  rows: JourneyRow[];
  seconds: number;
}

/** Long animation frames' scripts (Chromium), kept on `window.__boiFrames`. */
function installFrameProbe(): void {
  const frames: { start: number; source: string; ms: number }[] = [];
  (window as unknown as { __boiFrames: typeof frames }).__boiFrames = frames;
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as (PerformanceEntry & {
        scripts?: {
          startTime: number;
          duration: number;
          sourceURL: string;
          sourceFunctionName: string;
          invoker: string;
        }[];
      })[]) {
        for (const script of frame.scripts ?? []) {
          if (script.duration < 30) continue;
          const file = script.sourceURL.split('/').pop() ?? '';
          frames.push({
            start: script.startTime,
            source: `${script.invoker} ${file} ${script.sourceFunctionName}`.trim(),
            ms: Math.round(script.duration),
          });
        }
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No long animation frames in this browser: no attribution.
  }
}

async function journeyRun(
  browser: Browser,
  url: string,
  journey: Journey,
  wishlisted: string,
): Promise<JourneyRun & { tapped: Tapped }> {
  const page: Page = await openPage(browser, url, journey.visitor, wishlisted);
  try {
    await page.evaluate(installFrameProbe);
    let firstGestureAt: number | null = null;
    if (journey.tapAfterScrollS !== null) {
      firstGestureAt = await page.evaluate(() => performance.now());
      await scrollDown(page, 400);
      const waited = (await page.evaluate(() => performance.now())) - firstGestureAt;
      await page.waitForTimeout(Math.max(0, journey.tapAfterScrollS * 1000 - waited - 150));
    } else if (journey.visitor === 'returning') await page.waitForTimeout(2_000);
    const { tapped, storedAt } = journey.tab
      ? { tapped: 'tab' as const, ...(await tapTabAndWait(page)) }
      : await tapAndWait(page, 100);
    const probe = await probeOf(page);
    const frames = await page.evaluate(
      () =>
        (window as unknown as { __boiFrames: { start: number; source: string; ms: number }[] })
          .__boiFrames,
    );
    // The probe records every pointerdown: the swipe's touch is the first, the tap the last.
    const tappedAt = probe.taps.at(-1);
    if (tappedAt === undefined) throw new Error('the tap never reached the page');
    const from = firstGestureAt ?? tappedAt;
    const until = storedAt === null ? Infinity : storedAt + AFTER_STORED_MS;
    const tasks = probe.longTasks.filter((task) => task.start >= from && task.start <= until);
    // The tap's interaction: the entries that start at or after it.
    const tapIds = new Set(probe.events.filter((event) => event.id > 0).map((event) => event.id));
    const inpMs = Math.max(
      0,
      ...probe.events.filter((event) => tapIds.has(event.id)).map((event) => event.duration),
    );
    const kib = (to: number) =>
      probe.scripts.filter((s) => s.start < to).reduce((sum, s) => sum + s.size, 0) / 1024;
    const arrived = (by: number) =>
      probe.scripts.filter((s) => s.end > 0 && s.end <= by).reduce((sum, s) => sum + s.size, 0) /
      1024;
    const byApp = probe.hydratedAtTap.at(-1) === true;
    return {
      tapped,
      inpMs,
      cartMs: storedAt === null ? null : storedAt - tappedAt,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      blockedMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      scriptKiB: kib(until),
      scriptBeforeTapKiB: kib(tappedAt),
      scriptToAnswerKiB: !byApp
        ? await inlineScriptKiB(page)
        : storedAt === null
          ? null
          : (await inlineScriptKiB(page)) + arrived(storedAt),
      slowScripts: frames.filter((f) => f.start >= from && f.start <= until),
    };
  } finally {
    await page.context().close();
  }
}

/** Runs each journey `runs` times on each page (home, a category, a book) of the catalog. */
export async function measureJourneys(
  base: string,
  books: number,
  runs: number,
  only: { pages?: string[]; journeys?: string[] } = {},
): Promise<JourneyFigures> {
  const started = Date.now();
  const { pages, wishlisted } = await pagesOf(base);
  const browser = await launchBrowser();
  const rows: JourneyRow[] = [];
  try {
    for (const { page, path } of pages) {
      if (only.pages && !only.pages.includes(page)) continue;
      await warm(base, path);
      for (const journey of JOURNEYS) {
        if (only.journeys && !only.journeys.some((name) => journey.name.startsWith(name))) continue;
        if (journey.tab && !journey.tab.pages.includes(page)) continue;
        const row: JourneyRow = {
          page,
          journey: journey.name,
          tapped: 'cart',
          runs: [],
          errors: [],
        };
        rows.push(row);
        for (let run = 0; run < runs; run++) {
          try {
            const { tapped, ...figures } = await journeyRun(
              browser,
              `${base}${path}`,
              journey,
              wishlisted,
            );
            row.tapped = tapped;
            row.runs.push(figures);
          } catch (error) {
            row.errors.push(message(error));
          }
        }
        console.log(
          `journeys: ${books} books, ${page}, ${journey.name}: ${row.runs.length}/${runs}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return { books, rows, seconds: (Date.now() - started) / 1000 };
}

/** The 75th percentile (nearest rank) of the values. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? NaN;
}

function cell(values: (number | null)[], digits = 0): string {
  const present = values.filter((value): value is number => value !== null);
  const missing = values.length - present.length;
  if (present.length === 0) return 'none';
  const shown = (value: number) => value.toFixed(digits);
  const figure = `${shown(p75(present))} / ${shown(Math.max(...present))}`;
  return missing > 0 ? `${figure} (${missing} never)` : figure;
}

export function printJourneys(all: JourneyFigures[], attribute = false): void {
  for (const { books, rows, seconds } of all) {
    console.log(
      `\nJourneys at ${books.toLocaleString('en')} books (p75 / worst; 412 px phone, 150 ms RTT, 1.6 Mbit/s down, 4× CPU; ${Math.round(seconds)} s)`,
    );
    console.log(
      '| page | journey | runs | INP ms (≤ 200) | tap → cart ms (≤ 300) | longest task after 1st gesture ms (≤ 100) | blocked ms | script KiB to answer the tap (≤ 120) | script KiB on the wire before tap | script KiB in all |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const of = (pick: (run: JourneyRun) => number | null) => row.runs.map(pick);
      console.log(
        `| ${row.page}${{ cart: '', heart: ' ♥', tab: ' (tab)' }[row.tapped]} | ${row.journey} | ${row.runs.length} | ${[
          cell(of((r) => r.inpMs)),
          cell(of((r) => r.cartMs)),
          cell(of((r) => r.longestTaskMs)),
          cell(of((r) => r.blockedMs)),
          cell(
            of((r) => r.scriptToAnswerKiB),
            1,
          ),
          cell(
            of((r) => r.scriptBeforeTapKiB),
            1,
          ),
          cell(
            of((r) => r.scriptKiB),
            1,
          ),
        ].join(' | ')} |`,
      );
    }
    for (const row of rows) {
      for (const error of new Set(row.errors)) console.log(`${row.page}, ${row.journey}: ${error}`);
      if (!attribute) continue;
      const slow = row.runs.flatMap((run) => run.slowScripts);
      const bySource = new Map<string, number[]>();
      for (const { source, ms } of slow)
        bySource.set(source, [...(bySource.get(source) ?? []), ms]);
      for (const [source, times] of [...bySource].sort(
        (a, b) => Math.max(...b[1]) - Math.max(...a[1]),
      ))
        console.log(
          `  ${row.page}, ${row.journey}: ${source}: ${times.length}× up to ${Math.max(...times)} ms`,
        );
    }
  }
}
