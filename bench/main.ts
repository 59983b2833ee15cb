// `npm run bench`: what the home page, a category page and the admin product table's first and
// last pages cost — response bytes, Firestore document reads and time — at 300 and at 20,000
// books, the worst-case billed reads of every public read and page at 20,000 books
// (bench/public-reads.ts), what the browser's own reads of list pages cost straight from Firestore (the JS SDK,
// bench/sdk-pages.ts: first, middle and last page), the web app's initial JS size, placeOrder latency at 1 and 20 concurrent buyers, the order desk's reads per page at 100,000 orders (bench/order-desk.ts), and
// Lighthouse at both catalog sizes (bench/lighthouse.ts: the home page, a book's details and a
// category page, mobile with simulated throttling, median of 3 runs: perf, LCP, CLS, TBT,
// accessibility and the JS loaded before the first interaction), and right after Lighthouse at
// each size the bench of the hand (bench/first-tap.ts: a new and a returning visitor's first tap
// on Add to Cart on a throttled mid-range phone, median of 5 runs: tap to feedback, tap to the book
// in the cart, the INP of a scripted session, the longest task and the time blocked after the tap,
// and the JS loaded before and after it); and first, in process and without
// the emulators, search quality (recall@5 per query class) and search at 100,000 books
// (bench/search.ts). Figures, not assertions.
//
// Its flags: bench/bench-options.ts.
import { existsSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAll, portsFor, ROOT, runSeed, startStack } from '../scripts/stack';
import { onExitSignals, stopAll } from '../scripts/stack-processes';
import { measureLighthouse, printLighthouse, type LighthouseFigures } from './lighthouse';
import { measureFirstTap, printFirstTap, type FirstTapFigures } from './first-tap';
import { measureJourneys, printJourneys, type JourneyFigures } from './first-tap-journeys';
import { measureOrderDesk, printOrderDesk } from './order-desk';
import { measureCatalogImport, printCatalogImport } from './catalog-import';
import { measurePlaceOrder, printPlaceOrder } from './place-order-latency';
import { measureOrderBurst, printOrderBurst } from './order-burst';
import { printHotspots } from './hotspots';
import { measurePeak, printPeak } from './peak';
import { measureRenderTimes, type RenderFigures } from './render-times';
import { runSearchBench } from './search';
import { printQueryExplain } from './query-explain';
import { measureSdkPages, type SdkPageFigures } from './sdk-pages';
import {
  args,
  CATALOG_SIZES,
  firstTapRuns,
  HAND_BENCH_MAX_BOOKS,
  journeyRuns,
  lighthouseRuns,
  pagesOnly,
  withFirstTap,
  withLighthouse,
} from './bench-options';
import { measurePublicReads, printPublicReads, type PublicReadFigures } from './public-reads';

// BOI_BENCH_PORT picks another port set (5000 … 5900) to bench beside another stack.
const PORTS = portsFor(Number(process.env.BOI_BENCH_PORT ?? 5200));
/** One retry: a keep-alive socket the emulator closed while the seed ran fails the first fetch. */
async function fetchOnce(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

interface PageFigures {
  bytes: number;
  gzip: number;
  reads: number;
  ms: number;
}

async function measure(url: string): Promise<PageFigures> {
  await fetchOnce(url); // warm: the figure is the steady state, not a cold start
  const started = performance.now();
  const response = await fetchOnce(url);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = Math.round(performance.now() - started);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return {
    bytes: body.length,
    gzip: gzipSync(body).length,
    reads: Number(response.headers.get('x-firestore-reads') ?? NaN),
    ms,
  };
}

const PAGES = ['home', 'category', 'table page 0', 'table last page'] as const;
type Pages = Record<(typeof PAGES)[number], PageFigures>;

async function firstCategoryId(base: string): Promise<string> {
  const categories = (await (await fetchOnce(`${base}/api/v1/category?limit=1`)).json()) as {
    data: { _id: string }[];
  };
  const [first] = categories.data;
  if (!first) throw new Error('no category to measure');
  return first._id;
}

async function measurePages(base: string): Promise<Pages> {
  const home = await measure(`${base}/api/v1/home`);
  const category = await measure(
    `${base}/api/v1/category/${await firstCategoryId(base)}?page=0&size=10`,
  );
  // The admin product table: newest first, ten a page, numbered pages.
  const table = `${base}/api/v1/product?size=10&page=`;
  const { data } = (await (await fetchOnce(`${table}0`)).json()) as {
    data: { productTotalCount: number };
  };
  const lastPage = Math.max(0, Math.ceil(data.productTotalCount / 10) - 1);
  return {
    home,
    category,
    'table page 0': await measure(`${table}0`),
    'table last page': await measure(`${table}${lastPage}`),
  };
}

/**
 * The JS the HTML template loads up front, gzipped; null when the build has no client template
 * (index.html, or shell.html once the pages are rendered on the server).
 */
function initialJsGzip(): number | null {
  const dist = join(ROOT, 'web', 'dist');
  const template = ['index.html', 'shell.html']
    .map((name) => join(dist, name))
    .find((path) => existsSync(path));
  if (!template) return null;
  const html = readFileSync(template, 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ]
    .map((m) => m[1])
    .filter((src) => src !== undefined);
  return scripts.reduce((sum, src) => sum + gzipSync(readFileSync(join(dist, src))).length, 0);
}

// Search first: it needs no emulator, so its figures print even if the stack cannot start.
const onlyOneStackBench = [
  '--order-desk-only',
  '--import-only',
  '--orders-only',
  '--public-reads-only',
  '--peak-only',
  '--scale-only',
].some((flag) => args.includes(flag));
if (!args.includes('--no-search') && !pagesOnly && !onlyOneStackBench) {
  try {
    runSearchBench({ books: Math.max(100_000, ...CATALOG_SIZES) });
  } catch (error) {
    console.error('search bench:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

const importRows = (() => {
  const at = args.indexOf('--import-rows');
  return at === -1 ? 10_000 : Number(args[at + 1]);
})();
if (args.includes('--order-desk-only'))
  await onlyBench(async (stack) => printOrderDesk(await measureOrderDesk(stack)));
else if (args.includes('--import-only')) {
  await onlyBench(async (stack) =>
    printCatalogImport(
      await measureCatalogImport(stack, importRows, { resume: args.includes('--resume') }),
    ),
  );
} else if (args.includes('--orders-only')) {
  await onlyBench(async (stack) => {
    printPlaceOrder(await measurePlaceOrder(stack));
    printOrderBurst(await measureOrderBurst(stack));
  });
} else if (args.includes('--scale-only')) {
  await scaleBench();
} else if (args.includes('--peak-only')) {
  await onlyBench(async (stack) => printPeak(await measurePeak(stack)));
} else if (args.includes('--public-reads-only')) {
  const books = args.includes('--books') ? (CATALOG_SIZES[0] ?? 20_000) : 20_000;
  await onlyBench(async (stack) => printPublicReads(await measurePublicReads(stack)), books);
} else if (!args.includes('--search-only')) await stackBench();

/** One stack bench alone, on 300 books (the order desk and the import take minutes each). */
async function onlyBench(
  measure: (stack: Awaited<ReturnType<typeof startStack>>) => Promise<void>,
  books = 300,
): Promise<void> {
  onExitSignals(stopAll);
  try {
    if (!args.includes('--no-build')) buildAll();
    process.env.IMAGE_STORE_DIR = mkdtempSync(join(tmpdir(), 'boi-bench-images-'));
    const stack = await startStack({ ports: PORTS });
    runSeed(stack.env, ['--books', String(books)]);
    await measure(stack);
    await printHotspots(stack);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

async function stackBench(): Promise<void> {
  onExitSignals(stopAll);
  try {
    if (!args.includes('--no-build')) buildAll();
    process.env.IMAGE_STORE_DIR = mkdtempSync(join(tmpdir(), 'boi-bench-images-'));
    const stack = await startStack({ ports: PORTS });
    const results: Pages[] = [];
    const sdkPages: SdkPageFigures[] = [];
    const lighthouse: LighthouseFigures[] = [];
    const firstTap: FirstTapFigures[] = [];
    const journeys: JourneyFigures[] = [];
    const renders: RenderFigures[] = [];
    let publicReads: PublicReadFigures | null = null;
    for (const books of CATALOG_SIZES) {
      const started = Date.now();
      runSeed(stack.env, ['--books', String(books)]);
      console.log(`seeded ${books} books in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!pagesOnly) {
        results.push(await measurePages(stack.url));
        sdkPages.push(await measureSdkPages(PORTS.firestore, await firstCategoryId(stack.url)));
        // The worst cases at the largest catalog, before Lighthouse warms the page caches.
        if (books === Math.max(...CATALOG_SIZES)) publicReads = await measurePublicReads(stack);
        await printQueryExplain(PORTS.firestore, await firstCategoryId(stack.url));
        renders.push(await measureRenderTimes(stack));
      }
      if (withLighthouse) {
        try {
          lighthouse.push(await measureLighthouse(stack.url, books, lighthouseRuns));
        } catch (error) {
          // The other figures still print.
          console.error('lighthouse:', error instanceof Error ? error.message : error);
          process.exitCode = 1;
        }
      }
      if (withFirstTap) {
        try {
          firstTap.push(await measureFirstTap(stack.url, books, firstTapRuns));
          if (journeyRuns > 0) journeys.push(await measureJourneys(stack.url, books, journeyRuns));
        } catch (error) {
          console.error('first tap:', error instanceof Error ? error.message : error);
          process.exitCode = 1;
        }
      }
    }
    if (pagesOnly) {
      printLighthouse(lighthouse);
      printFirstTap(firstTap);
      printJourneys(journeys);
      return;
    }
    const [small, large] = results;
    if (!small || !large) throw new Error('expected figures for two catalog sizes');
    const largeLabel = (CATALOG_SIZES[1] ?? 0).toLocaleString('en');
    const row = (label: string, a: number, b: number) =>
      `${label.padEnd(40)}${String(a).padStart(12)}${String(b).padStart(12)}${(b / a).toFixed(2).padStart(10)}×`;
    console.log(
      `\n${'figure'.padEnd(40)}${'300 books'.padStart(12)}${largeLabel.padStart(12)}${'ratio'.padStart(11)}`,
    );
    for (const page of PAGES) {
      console.log(row(`${page}: response bytes`, small[page].bytes, large[page].bytes));
      console.log(row(`${page}: gzip bytes`, small[page].gzip, large[page].gzip));
      console.log(row(`${page}: Firestore reads`, small[page].reads, large[page].reads));
      console.log(row(`${page}: time (ms)`, small[page].ms, large[page].ms));
    }
    const [sdkSmall, sdkLarge] = sdkPages;
    for (const label of Object.keys(sdkSmall ?? {})) {
      const [a, b] = [sdkSmall?.[label], sdkLarge?.[label]];
      if (!a || !b) continue;
      console.log(row(`${label}: Firestore reads`, a.reads, b.reads));
      console.log(row(`${label}: time (ms)`, a.ms, b.ms));
    }
    const [renderSmall, renderLarge] = renders;
    for (const label of Object.keys(renderSmall ?? {})) {
      const [a, b] = [renderSmall?.[label], renderLarge?.[label]];
      if (a && b) console.log(row(`${label}: p75 ms`, Math.round(a.p75), Math.round(b.p75)));
    }
    if (publicReads) printPublicReads(publicReads);
    const initialJs = initialJsGzip();
    console.log(
      `\nweb initial JS (gzip): ${initialJs === null ? 'n/a' : `${(initialJs / 1024).toFixed(1)} KiB`}`,
    );
    // Before placeOrder, so that a failing order run cannot cost the (slow) Lighthouse figures.
    printLighthouse(lighthouse);
    printFirstTap(firstTap);
    printJourneys(journeys);
    if (!withFirstTap && !args.includes('--no-first-tap')) {
      console.log(
        `\nfirst tap and journeys: left out beyond ${HAND_BENCH_MAX_BOOKS.toLocaleString('en')} books; \`npm run bench\` measures them at 300 and 20,000`,
      );
    }
    printPlaceOrder(await measurePlaceOrder(stack));
    printOrderBurst(await measureOrderBurst(stack));
    printPeak(await measurePeak(stack));
    printOrderDesk(await measureOrderDesk(stack));
    // At Rokomari's size, a file of that many rows, stopped midway and resumed.
    const largest = Math.max(...CATALOG_SIZES);
    printCatalogImport(
      largest >= 100_000
        ? await measureCatalogImport(stack, largest, { resume: true })
        : await measureCatalogImport(stack),
    );
    await printHotspots(stack);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

/** What the catalog's size changes, at 300 books and at the large size, side by side. */
async function scaleBench(): Promise<void> {
  onExitSignals(stopAll);
  try {
    if (!args.includes('--no-build')) buildAll();
    process.env.IMAGE_STORE_DIR = mkdtempSync(join(tmpdir(), 'boi-bench-images-'));
    const stack = await startStack({ ports: PORTS });
    type Size = {
      books: number;
      seedS: number;
      pages: Pages;
      reads: PublicReadFigures;
      render: RenderFigures;
    };
    const sizes: Size[] = [];
    for (const books of CATALOG_SIZES) {
      const started = Date.now();
      runSeed(stack.env, ['--books', String(books), '--no-orders']);
      const seedS = (Date.now() - started) / 1000;
      console.log(`seeded ${books} books in ${seedS.toFixed(1)} s`);
      const pages = await measurePages(stack.url);
      const reads = await measurePublicReads(stack);
      const render = await measureRenderTimes(stack);
      sizes.push({ books, seedS, pages, reads, render });
    }
    const head = sizes.map((size) => size.books.toLocaleString('en').padStart(14)).join('');
    const line = (label: string, values: (number | string)[]) =>
      console.log(
        `${label.slice(0, 49).padEnd(50)}${values.map((v) => String(v).padStart(14)).join('')}`,
      );
    console.log(`\n${'figure (books →)'.padEnd(50)}${head}`);
    line(
      'seed (s)',
      sizes.map((s) => s.seedS.toFixed(0)),
    );
    for (const page of PAGES) {
      line(
        `${page}: Firestore reads`,
        sizes.map((s) => s.pages[page].reads),
      );
      line(
        `${page}: time (ms)`,
        sizes.map((s) => s.pages[page].ms),
      );
    }
    for (const label of Object.keys(sizes[0]?.render ?? {})) {
      line(
        `${label}: p75 ms`,
        sizes.map((s) => s.render[label]?.p75.toFixed(0) ?? '-'),
      );
    }
    console.log('\nbilled reads, worst case (first page)');
    for (const row of sizes[0]?.reads.rows ?? []) {
      line(
        `  ${row.read}`,
        sizes.map((s) => {
          const mine = s.reads.rows.find((r) => r.read === row.read);
          return mine ? `${mine.worst} (${mine.first})` : '-';
        }),
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
