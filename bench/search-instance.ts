// One function instance's cold first search, in a process of its own (bench/search.ts bundles it
// with esbuild and starts it with plain node, so that no TypeScript loader adds to its memory):
// the functions bundle loaded (its resident memory is the baseline), then the saved index read,
// parsed and loaded as functions/src/search/snapshot-store.ts does, and one search answered.
// Prints one line of JSON: resident memory before and after, and the cold first search's time.
import { readFile } from 'node:fs/promises';
import { CatalogSearchIndex } from '@boi/domain/search/search-index';

const [file, bundle, query = 'হুমায়ূন'] = process.argv.slice(2);
if (!file || !bundle) throw new Error('usage: search-instance <index.json> <functions bundle>');
const mb = () => process.memoryUsage().rss / 2 ** 20;
await import(bundle);
const baselineMb = mb();
const started = performance.now();
const index = CatalogSearchIndex.fromJSON(JSON.parse(await readFile(file, 'utf8')));
if (!index) throw new Error('the saved index did not load');
const loadMs = performance.now() - started;
index.searchBooks(query, { limit: 10 });
const coldFirstSearchMs = performance.now() - started;
// What stays resident once the parse's garbage is collected, as a warm instance holds it.
globalThis.gc?.();
await new Promise((done) => setTimeout(done, 200));
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ baselineMb, loadedMb: mb(), peakMb, loadMs, coldFirstSearchMs }));
