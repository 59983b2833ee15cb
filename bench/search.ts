// `npx tsx bench/search.ts [--verbose]` (and part of `npm run bench`): search quality and speed,
// in process, no emulator. Figures, not assertions.
//  1. recall@5 per query class of the labelled query set (bench/search-query-set.ts) over the
//     demo catalog;
//  2. at 100,000 books (the demo catalog plus the seed generator's later editions): index build
//     time, saved index size, cold load time, and server time per query (p50/p95) for whole
//     queries and for every prefix typed on the way to them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CatalogBook } from '@boi/domain/search/index-fields';
import { CatalogSearchIndex } from '@boi/domain/search/search-index';
import { QUERY_CLASSES, QUERY_SET, type LabelledQuery } from './search-query-set';
import type { Book } from '@boi/domain/catalog/schemas';
import { generateSeedData } from '../scripts/seed/seed-data';

const LARGE_CATALOG = 100_000;
const TOP = 5;

export const catalogBook = (book: Book): CatalogBook => ({
  ...book,
  id: book._id,
  updatedAt: Date.parse(book.createdAt),
});

/** The demo catalog and the seed generator's editions up to `count` books, as the seed writes them. */
const catalog = (count: number): Book[] => generateSeedData(count).books;

type QueryResult = { query: LabelledQuery; recall: number; top: string[] };

function relevantIds(books: readonly Book[], query: LabelledQuery): Set<string> {
  const match =
    query.class === 'writer'
      ? (b: Book) => b.writer.writer_id === query.writer || !!query.about?.includes(b.nameB)
      : (b: Book) => b.nameB === query.title;
  const ids = new Set(books.filter(match).map((b) => b._id));
  if (ids.size === 0) throw new Error(`query "${query.query}" names nothing in the catalog`);
  return ids;
}

/** A search to evaluate: the embedded index, or any function from a query to book ids best first. */
export type SearchUnderTest = CatalogSearchIndex | ((query: string, limit: number) => string[]);

export function evaluate(search: SearchUnderTest, books: readonly Book[]): QueryResult[] {
  const run =
    typeof search === 'function'
      ? search
      : (query: string, limit: number) => search.searchBooks(query, { limit }).ids;
  return QUERY_SET.map((query) => {
    const relevant = relevantIds(books, query);
    const ids = run(query.query, TOP);
    const found = ids.filter((id) => relevant.has(id)).length;
    return { query, recall: found / Math.min(TOP, relevant.size), top: ids };
  });
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (start: number) => performance.now() - start;
const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** Every prefix a shopper types on the way to a query, then the query itself. */
function typedPrefixes(query: string): string[] {
  const chars = [...query];
  return chars.map((_, i) => chars.slice(0, i + 1).join('')).filter((q) => q.trim().length >= 2);
}

function timeQueries(index: CatalogSearchIndex, queries: readonly string[], rounds: number) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const start = performance.now();
      index.searchBooks(query, { limit: 10 });
      index.searchWriters(query, 3);
      index.searchPublications(query, 3);
      if (round > 0) times.push(ms(start)); // round 0 warms the JIT
    }
  }
  return times.sort((a, b) => a - b);
}

export type SearchBenchFigures = {
  recall: Record<string, number>;
  books: number;
  buildMs: number;
  indexBytes: number;
  indexGzipBytes: number;
  coldLoadMs: number;
  queryP50: number;
  queryP95: number;
  typingP50: number;
  typingP95: number;
  heapMb: number;
  instance: InstanceFigures | null;
};

/** One function instance that loaded the saved index (bench/search-instance.ts). */
type InstanceFigures = {
  baselineMb: number;
  loadedMb: number;
  peakMb: number;
  loadMs: number;
  coldFirstSearchMs: number;
};

/**
 * The saved index loaded by a process of its own holding the functions bundle, as a cold
 * instance loads it; null when the bundle is not built (`npm run build -w functions`).
 */
function measureInstance(json: string): InstanceFigures | null {
  const bundle = join(import.meta.dirname, '..', 'functions', 'lib', 'index.js');
  if (!existsSync(bundle)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'boi-search-'));
  try {
    const file = join(dir, 'index.json');
    const script = join(dir, 'search-instance.mjs');
    writeFileSync(file, json);
    buildSync({
      entryPoints: [join(import.meta.dirname, 'search-instance.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: script,
      logLevel: 'error',
    });
    const run = spawnSync(process.execPath, ['--expose-gc', script, file, bundle], {
      encoding: 'utf8',
      env: {
        ...process.env,
        GCLOUD_PROJECT: 'demo-boi',
        METADATA_SERVER_DETECTION: 'none',
        FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:1',
      },
    });
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    return run.status === 0 ? (JSON.parse(line) as InstanceFigures) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function runSearchBench({
  verbose = false,
  large: measureLarge = true,
  books: largeCatalog = LARGE_CATALOG,
  log = console.log,
}: {
  verbose?: boolean;
  /** The large catalog's size (100,000 by default; up to the seed's 250,000). */
  books?: number;
  /** Also the 100,000-book figures (about a minute and 2 GB of heap); false: quality only. */
  large?: boolean;
  log?: (line: string) => void;
} = {}): SearchBenchFigures | { recall: Record<string, number> } {
  // 1. Quality over the demo catalog.
  const demo = generateSeedData().books;
  const results = evaluate(CatalogSearchIndex.build(demo.map(catalogBook)), demo);
  const recall: Record<string, number> = {};
  log(`\nsearch quality: recall@${TOP} over the demo catalog (${demo.length} books)`);
  for (const cls of QUERY_CLASSES) {
    const mine = results.filter((r) => r.query.class === cls);
    recall[cls] = mean(mine.map((r) => r.recall));
    log(`  ${cls.padEnd(16)}${fmt(recall[cls], 2).padStart(6)}   (${mine.length} queries)`);
  }
  recall.all = mean(results.map((r) => r.recall));
  log(`  ${'all'.padEnd(16)}${fmt(recall.all, 2).padStart(6)}   (${results.length} queries)`);
  const names = new Map(demo.map((b) => [b._id, b.nameB]));
  for (const r of results.filter((x) => x.recall < 1)) {
    const expected = r.query.class === 'writer' ? r.query.writer : r.query.title;
    log(`  missed: ${r.query.class} "${r.query.query}" → ${expected} (recall ${fmt(r.recall, 2)})`);
    if (verbose) log(`          top: ${r.top.map((id) => names.get(id)).join(' | ')}`);
  }

  if (!measureLarge) return { recall };

  // 2. Speed at 100,000 books.
  const books = catalog(largeCatalog).map(catalogBook);
  let start = performance.now();
  const large = CatalogSearchIndex.build(books);
  const buildMs = ms(start);
  const json = JSON.stringify(large);
  const indexBytes = Buffer.byteLength(json);
  const indexGzipBytes = gzipSync(json).length;
  start = performance.now();
  const loaded = CatalogSearchIndex.fromJSON(JSON.parse(json));
  const coldLoadMs = ms(start);
  if (!loaded || loaded.size !== large.size) throw new Error('the saved index did not load back');
  const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
  const instance = measureInstance(json);
  const whole = timeQueries(loaded, [...new Set(QUERY_SET.map((q) => q.query))], 4);
  const typing = timeQueries(
    loaded,
    [...new Set(QUERY_SET.flatMap((q) => typedPrefixes(q.query)))],
    2,
  );
  const figures: SearchBenchFigures = {
    recall,
    books: loaded.size,
    buildMs,
    indexBytes,
    indexGzipBytes,
    coldLoadMs,
    queryP50: percentile(whole, 50),
    queryP95: percentile(whole, 95),
    typingP50: percentile(typing, 50),
    typingP95: percentile(typing, 95),
    heapMb,
    instance,
  };
  log(`\nsearch at ${loaded.size.toLocaleString('en')} books (in process, one core)`);
  log(`  index build                 ${fmt(buildMs / 1000, 2)} s`);
  log(
    `  saved index (JSON)          ${fmt(indexBytes / 2 ** 20)} MiB, ${fmt(indexGzipBytes / 2 ** 20)} MiB gzip`,
  );
  log(`  cold load (parse + load)    ${fmt(coldLoadMs / 1000, 2)} s`);
  log(`  heap (both copies, books)   ${fmt(heapMb, 0)} MiB`);
  if (instance) {
    log(
      `  one instance: resident     ${fmt(instance.baselineMb, 0)} MiB bundle alone, ${fmt(instance.loadedMb, 0)} MiB with the index, peak ${fmt(instance.peakMb, 0)} MiB while loading`,
    );
    log(
      `  cold first search           ${fmt(instance.coldFirstSearchMs / 1000, 2)} s (read, parse and load ${fmt(instance.loadMs / 1000, 2)} s)`,
    );
  } else log('  one instance: not measured (build the functions first)');
  log(
    `  query (books+writers+pubs)  p50 ${fmt(figures.queryP50)} ms, p95 ${fmt(figures.queryP95)} ms  (${whole.length} timed)`,
  );
  log(
    `  as-you-type prefixes        p50 ${fmt(figures.typingP50)} ms, p95 ${fmt(figures.typingP95)} ms  (${typing.length} timed)`,
  );
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runSearchBench({
    verbose: process.argv.includes('--verbose'),
    large: !process.argv.includes('--quality'),
  });
}
