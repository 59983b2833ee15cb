// Lighthouse figures of the built store on the emulators (issues 8 and 15): the home page, a
// book's details and a category page, each warmed once, then run `runs` times (3 by default) in
// Debian's Chromium with Lighthouse's default config (mobile, simulated slow 4G and 4× CPU; the
// performance and accessibility categories), and once more with devtools throttling. Each figure
// is the median of the runs; LCP and TBT also show their range. Beside them: the LCP phases, the
// longest main-thread task and the bytes by type. Figures, not assertions. Issue 15's goals:
// perf ≥ 0.95, FCP ≤ 1.2 s, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.05, accessibility 1.00, JS before
// LCP ≤ 60 KiB and before the first interaction ≤ 120 KiB (gzip), LCP with devtools ≤ 2.5 s.
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { gzipSync } from 'node:zlib';
import { bookPath, categoryPath } from '@boi/domain/paths/routes';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface LighthousePage {
  /** The path shown in the table: home, a book's page, a category's page. */
  path: string;
  perf: number[];
  lcpMs: number[];
  cls: number[];
  tbtMs: number[];
  a11y: number[];
  jsGzip: number[];
  fcpMs: number[];
  /** Scripts (gzip bytes over the wire) that finished loading before the observed LCP. */
  jsBeforeLcp: number[];
  /** The LCP phases of each run: TTFB, load delay, load time, render delay (ms). */
  phases: number[][];
  longestTaskMs: number[];
  /** Bytes over the wire by resource type, of the last run. */
  bytesByType: Record<string, number>;
  /** The accessibility audits that failed in any run, and the longest tasks' scripts. */
  a11yFailing: Set<string>;
  longTaskScripts: Set<string>;
  /** One run with devtools throttling (slow 4G and 4× CPU applied as the page loads). */
  devtools?: { perf: number; fcpMs: number; lcpMs: number; tbtMs: number };
  /** What went wrong, when no run of this page gave figures. */
  error?: string;
}

export interface LighthouseFigures {
  books: number;
  pages: LighthousePage[];
  /** Lighthouse's CPU benchmark of this machine, per run: the 4× slowdown assumes ~1000+. */
  benchmarkIndex: number[];
  /** True when a script of 1 kB or more came uncompressed and was gzipped here (see jsGzipOf). */
  gzippedHere: boolean;
}

export async function json<T>(url: string): Promise<T> {
  const response = await fetchWithRetry(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The pages of the issue, with ids read from the seeded catalog. */
async function pagePaths(base: string): Promise<string[]> {
  const { data: products } = await json<{ data: { products: { _id: string }[] } }>(
    `${base}/api/v1/product?size=1&page=0`,
  );
  const { data: categories } = await json<{ data: { _id: string }[] }>(
    `${base}/api/v1/category?limit=1`,
  );
  const book = products.products[0]?._id;
  const category = categories[0]?._id;
  if (!book || !category) throw new Error('no book or category to run Lighthouse on');
  return ['/', bookPath(book), categoryPath(category)];
}

/** Every image a page's HTML names: src, srcset and preload attributes. */
function imagesOf(html: string, base: string): string[] {
  const urls = new Set<string>();
  for (const [, attribute, value] of html.matchAll(/\b(src|srcset|imagesrcset|href)="([^"]+)"/g)) {
    const candidates = attribute?.endsWith('srcset')
      ? (value ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')
      : [value ?? ''];
    for (const url of candidates) {
      if (/\/api\/v1\/images\//.test(url)) urls.add(new URL(url.replace(/&amp;/g, '&'), base).href);
    }
  }
  return [...urls];
}

/**
 * Fetches the page, the API answer it needs and every image it names, as a warm CDN would have
 * them, so that no run pays for a function instance's cold start. The images go twice and all
 * at once: the Functions emulator starts a worker per request it is already busy with.
 */
export async function warm(base: string, path: string): Promise<void> {
  const api = path.startsWith(bookPath(''))
    ? `/api/v1/product/${path.split('/')[2]}`
    : path.startsWith(categoryPath(''))
      ? `/api/v1/category/${path.split('/')[2]}?page=0&size=10`
      : '/api/v1/home';
  const html = await (await fetchWithRetry(`${base}${path}`)).text();
  await (await fetchWithRetry(`${base}${api}`)).arrayBuffer();
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      imagesOf(html, base).map(async (url) => (await fetchWithRetry(url)).arrayBuffer()),
    );
  }
}

/** A keep-alive socket the emulator closed (after the seed, or under a burst) fails once. */
async function fetchWithRetry(url: string, tries = 3): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    if (tries <= 1) {
      const cause = error instanceof Error ? (error.cause as Error | undefined)?.message : '';
      throw new Error(`warming ${url} failed: ${cause ?? String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    return fetchWithRetry(url, tries - 1);
  }
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  networkEndTime?: number;
}

const gzipCache = new Map<string, number>();

/**
 * JS (gzip): the scripts the page loaded without any interaction, in bytes over the wire
 * (Lighthouse's transferSize, headers included). The Hosting emulator gzips what it serves, as
 * Firebase Hosting does, except files under 1 kB: a transfer smaller than the script was
 * compressed. Should a larger script come uncompressed all the same (a Hosting emulator without
 * compression), it is fetched again and gzipped here at zlib's default level, like initialJsGzip
 * in main.ts, so that the figure stays the gzip size the issue's 170 kB budget is about.
 */
async function jsGzipOf(
  requests: NetworkRequest[],
): Promise<{ bytes: number; gzippedHere: boolean }> {
  const scripts = new Map<string, NetworkRequest>();
  for (const request of requests) {
    if (request.resourceType === 'Script' && !request.url.startsWith('data:'))
      scripts.set(request.url, request);
  }
  let bytes = 0;
  let gzippedHere = false;
  for (const { url, transferSize = 0, resourceSize = 0 } of scripts.values()) {
    if (transferSize < resourceSize || resourceSize < 1024) {
      bytes += transferSize;
      continue;
    }
    gzippedHere = true;
    let size = gzipCache.get(url);
    if (size === undefined) {
      const response = await fetchWithRetry(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
      gzipCache.set(url, size);
    }
    bytes += size;
  }
  return { bytes, gzippedHere };
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`no ${audit} figure`);
  return value;
}

type Table = { type?: string; items?: Record<string, unknown>[]; headings?: { key: string }[] };

/** The LCP phases, the longest main-thread task, bytes by type and the scripts before LCP. */
function extrasOf(lhr: Result, requests: NetworkRequest[]) {
  const element = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Table[] } | undefined;
  const phaseTable = element?.items?.find((item) => item.headings?.some((h) => h.key === 'phase'));
  const phases = (phaseTable?.items ?? []).map((item) => Number(item.timing ?? 0));
  const tasks = (lhr.audits['long-tasks']?.details as Table | undefined)?.items ?? [];
  const longestTaskMs = Math.max(0, ...tasks.map((task) => Number(task.duration ?? 0)));
  const summary = (lhr.audits['resource-summary']?.details as Table | undefined)?.items ?? [];
  const bytesByType = Object.fromEntries(
    summary.map((item) => [String(item.resourceType), Number(item.transferSize ?? 0)]),
  );
  const metrics = (lhr.audits.metrics?.details as Table | undefined)?.items?.[0] ?? {};
  const observedLcp = Number(metrics.observedLargestContentfulPaint ?? Infinity);
  const scriptsBeforeLcp = requests.filter(
    (request) => request.resourceType === 'Script' && (request.networkEndTime ?? 0) <= observedLcp,
  );
  const a11yFailing = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  const longTaskScripts = [...tasks]
    .sort((a, b) => Number(b.duration ?? 0) - Number(a.duration ?? 0))
    .slice(0, 3)
    .map(
      (task) =>
        `${String(task.url ?? '?')
          .split('/')
          .pop()} ${Math.round(Number(task.duration ?? 0))} ms`,
    );
  return { phases, longestTaskMs, bytesByType, scriptsBeforeLcp, a11yFailing, longTaskScripts };
}

/** One Lighthouse run with devtools throttling: the page really loads at slow 4G and 4× CPU. */
async function devtoolsRun(url: string): Promise<LighthousePage['devtools']> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
    });
    const lhr = result?.lhr;
    const perf = lhr?.categories.performance?.score;
    if (!lhr || typeof perf !== 'number') return undefined;
    return {
      perf,
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
    };
  } catch (error) {
    console.error(`lighthouse (devtools) ${url}:`, error instanceof Error ? error.message : error);
    return undefined;
  } finally {
    chrome.kill();
  }
}

/** Runs Lighthouse `runs` times on each page of the catalog served at `base`. */
export async function measureLighthouse(
  base: string,
  books: number,
  runs: number,
  /** Given each run's full report (the CLI saves them to read the LCP element and waterfall). */
  onReport?: (path: string, run: number, lhr: Result) => void,
): Promise<LighthouseFigures> {
  const figures: LighthouseFigures = { books, pages: [], benchmarkIndex: [], gzippedHere: false };
  const paths = await pagePaths(base);
  for (const path of paths) {
    await warm(base, path);
    const page: LighthousePage = {
      path,
      perf: [],
      lcpMs: [],
      cls: [],
      tbtMs: [],
      a11y: [],
      jsGzip: [],
      fcpMs: [],
      jsBeforeLcp: [],
      phases: [],
      longestTaskMs: [],
      bytesByType: {},
      a11yFailing: new Set(),
      longTaskScripts: new Set(),
    };
    figures.pages.push(page);
    for (let run = 0; run < runs; run++) {
      // A fresh browser per run: no cache, service worker or storage from the previous one.
      const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
      try {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error('Lighthouse returned nothing');
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
        onReport?.(path, run, lhr);
        const perf = lhr.categories.performance?.score;
        const a11y = lhr.categories.accessibility?.score;
        if (typeof perf !== 'number' || typeof a11y !== 'number')
          throw new Error('no performance or accessibility score');
        const details = lhr.audits['network-requests']?.details;
        const requests =
          details?.type === 'table' ? (details.items as unknown as NetworkRequest[]) : [];
        const js = await jsGzipOf(requests);
        page.perf.push(perf);
        page.a11y.push(a11y);
        page.lcpMs.push(numeric(lhr, 'largest-contentful-paint'));
        page.cls.push(numeric(lhr, 'cumulative-layout-shift'));
        page.tbtMs.push(numeric(lhr, 'total-blocking-time'));
        page.jsGzip.push(js.bytes);
        page.fcpMs.push(numeric(lhr, 'first-contentful-paint'));
        const extra = extrasOf(lhr, requests);
        page.jsBeforeLcp.push((await jsGzipOf(extra.scriptsBeforeLcp)).bytes);
        page.phases.push(extra.phases);
        page.longestTaskMs.push(extra.longestTaskMs);
        page.bytesByType = extra.bytesByType;
        for (const id of extra.a11yFailing) page.a11yFailing.add(id);
        page.longTaskScripts = new Set(extra.longTaskScripts);
        figures.gzippedHere ||= js.gzippedHere;
        figures.benchmarkIndex.push(lhr.environment.benchmarkIndex);
      } catch (error) {
        page.error = error instanceof Error ? error.message : String(error);
        console.error(`lighthouse ${path} (${books} books), run ${run + 1}: ${page.error}`);
      } finally {
        chrome.kill();
      }
    }
    page.devtools = await devtoolsRun(`${base}${path}`);
    console.log(`lighthouse: ${books} books, ${path}: ${page.perf.length}/${runs} runs`);
  }
  return figures;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** "6.2–6.8": the range of the runs, or one figure when they agree at this precision. */
function range(values: number[], format: (value: number) => string): string {
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
}

export function printLighthouse(all: LighthouseFigures[]): void {
  for (const { books, pages, benchmarkIndex, gzippedHere } of all) {
    const runs = Math.max(0, ...pages.map((p) => p.perf.length));
    console.log(
      `\nLighthouse at ${books.toLocaleString('en')} books (median of ${runs} run${runs === 1 ? '' : 's'}; mobile, simulated slow 4G and 4× CPU)`,
    );
    console.log(
      '| page | perf | FCP | LCP | TBT | CLS | a11y | JS before LCP | JS before interaction | LCP (devtools) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const page of pages) {
      if (page.perf.length === 0) {
        console.log(`| \`${page.path}\` | ${page.error ?? 'no run'} | | | | | |`);
        continue;
      }
      const seconds = (ms: number) => (ms / 1000).toFixed(1);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      const cells = [
        median(page.perf).toFixed(2),
        `${seconds(median(page.fcpMs))} s`,
        `${seconds(median(page.lcpMs))} s (${range(page.lcpMs, seconds)})`,
        `${Math.round(median(page.tbtMs))} ms (${range(page.tbtMs, (ms) => String(Math.round(ms)))})`,
        median(page.cls).toFixed(3),
        median(page.a11y).toFixed(2),
        kib(median(page.jsBeforeLcp)),
        kib(median(page.jsGzip)),
        page.devtools
          ? `${seconds(page.devtools.lcpMs)} s (perf ${page.devtools.perf.toFixed(2)}, TBT ${Math.round(page.devtools.tbtMs)} ms)`
          : 'n/a',
      ];
      console.log(`| \`${page.path}\` | ${cells.join(' | ')} |`);
    }
    console.log(
      '\n| page | LCP phases: TTFB / load delay / load time / render delay | longest task | bytes by type |',
    );
    console.log('|---|---|---|---|');
    for (const page of pages) {
      if (page.perf.length === 0) continue;
      const phases = [0, 1, 2, 3].map((i) =>
        Math.round(median(page.phases.map((run) => run[i] ?? 0))),
      );
      const types = ['document', 'script', 'stylesheet', 'font', 'image', 'total']
        .map((type) => `${type} ${((page.bytesByType[type] ?? 0) / 1024).toFixed(0)}`)
        .join(', ');
      console.log(
        `| \`${page.path}\` | ${phases.map((ms) => `${ms} ms`).join(' / ')} | ${Math.round(median(page.longestTaskMs))} ms | ${types} KiB |`,
      );
    }
    for (const page of pages) {
      const failing = [...page.a11yFailing].join(', ') || 'none';
      const tasks = [...page.longTaskScripts].join(', ') || 'none';
      console.log(
        `\`${page.path}\`: failing accessibility audits: ${failing}; longest tasks: ${tasks}`,
      );
    }
    const notes = [
      'JS before interaction: the scripts loaded without any interaction; JS before LCP: those that finished loading before the observed LCP; both KiB gzip over the wire',
      'LCP (devtools): one run with devtools throttling',
      `Lighthouse benchmarkIndex of this machine: ${Math.round(median(benchmarkIndex))}`,
      ...(gzippedHere
        ? ['some JS came uncompressed from the Hosting emulator and was gzipped here']
        : []),
    ];
    console.log(`\n${notes.join('; ')}.`);
  }
}
