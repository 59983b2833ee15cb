// The flags of `npm run bench` (bench/main.ts):
//
//   --search-only          only the search figures (no build, no emulators)
//   --no-search            everything but the search figures
//   --no-build             use the existing builds
//   --no-lighthouse        everything but the Lighthouse figures
//   --lighthouse-only      only the Lighthouse figures (still seeds both catalog sizes)
//   --lighthouse-runs N    Lighthouse runs per page (3 by default)
//   --no-first-tap         everything but the first-tap figures
//   --first-tap-only       only the first-tap figures (still seeds both catalog sizes; with
//                          --lighthouse-only, both)
//   --first-tap-runs N     first-tap runs per page and visitor (5 by default)
//   --journey-runs N       runs of each first-tap journey per page (bench/first-tap-journeys.ts;
//                          10 by default; 0 leaves the journeys out)
//   --books N              300 books beside N (up to 250,000) instead of 20,000, and search at N;
//                          N alone with --lighthouse-only, --first-tap-only or --public-reads-only;
//                          beyond 20,000 the first tap and its journeys are left out (HAND_BENCH_MAX_BOOKS)
//   --order-desk-only      only the order desk at 100,000 orders (300 books)
//   --import-only          only the catalog CSV import (300 books; --import-rows N, 10,000 by default;
//                          --resume: stopped midway and the whole file sent again, as `--books N`
//                          from 100,000 does with N rows)
//   --orders-only          only placeOrder's latency and the burst of 30 and 100 orders at once on
//                          one book (300 books)
//   --scale-only           only what the catalog's size changes, side by side at 300 and N books
//                          (--books N, 20,000 by default): seed time, the pages' reads and time,
//                          every public read's billed reads, the sitemap index, server render time
//   --peak-only            only a sale's peak (bench/peak.ts: 1,000 orders an hour over 50 books
//                          for BENCH_PEAK_MINUTES (2) minutes, then 50 orders a second for 10 s on
//                          one book with 300 copies; 300 books)
//   --public-reads-only    only the worst-case billed reads of every public read and page
//                          (bench/public-reads.ts; 20,000 books, or --books N)
//
// Every stack run ends with the documents written more than once in a second (the emulator's
// tally), since Firestore throttles a document written faster than about once a second.
import { MAX_BOOKS } from '../scripts/seed/seed-data';

export const args = process.argv.slice(2);
export const CATALOG_SIZES = sizesArgument();

/**
 * `--books N`: 300 books beside N (e.g. 200,000, Rokomari's size); with --lighthouse-only,
 * --first-tap-only or --public-reads-only, N alone (a quicker look while working on the pages).
 */
function sizesArgument(): number[] {
  const at = args.indexOf('--books');
  if (at === -1) return [300, 20_000];
  const books = Number(args[at + 1]);
  if (!Number.isInteger(books) || books < 1 || books > MAX_BOOKS)
    throw new Error(`--books takes a whole number from 1 to ${MAX_BOOKS}, not ${args[at + 1]}`);
  const alone = ['--lighthouse-only', '--first-tap-only', '--public-reads-only'];
  return books === 300 || alone.some((flag) => args.includes(flag)) ? [books] : [300, books];
}
export const lighthouseOnly = args.includes('--lighthouse-only');
export const firstTapOnly = args.includes('--first-tap-only');
/** Only page figures in the browser: Lighthouse, the first tap, or both. */
export const pagesOnly = lighthouseOnly || firstTapOnly;
export const withLighthouse =
  !args.includes('--no-lighthouse') && (lighthouseOnly || !firstTapOnly);
/**
 * The hand's benches (first tap and its journeys, issue 37) run at 300 and 20,000 books: the page
 * a phone gets is the same at any size (every read is flat), and their 360 journeys take over two
 * hours. So `--books N` beyond 20,000 leaves them out, unless asked for with --first-tap-only.
 */
export const HAND_BENCH_MAX_BOOKS = 20_000;
export const withFirstTap =
  !args.includes('--no-first-tap') &&
  (firstTapOnly || (!lighthouseOnly && Math.max(...CATALOG_SIZES) <= HAND_BENCH_MAX_BOOKS));
export const lighthouseRuns = runsArgument('--lighthouse-runs', 3);
export const firstTapRuns = runsArgument('--first-tap-runs', 5);
export const journeyRuns =
  args[args.indexOf('--journey-runs') + 1] === '0' ? 0 : runsArgument('--journey-runs', 10);

function runsArgument(flag: string, runsByDefault: number): number {
  const at = args.indexOf(flag);
  if (at === -1) return runsByDefault;
  const runs = Number(args[at + 1]);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`${flag} takes a positive whole number, not ${args[at + 1]}`);
  return runs;
}
if (lighthouseOnly && args.includes('--no-lighthouse'))
  throw new Error('--lighthouse-only and --no-lighthouse contradict each other');
if (firstTapOnly && args.includes('--no-first-tap'))
  throw new Error('--first-tap-only and --no-first-tap contradict each other');
