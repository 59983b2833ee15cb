// The script a storefront page loads to start its app, from the build alone (no stack, no
// browser): for home, a book and a category, the gzip KiB and the number of the chunks of the
// entry's closure (its start stages included) plus the page's route module's.
//   tsx bench/start-script-size.ts
// The first-tap journeys (first-tap-journeys.ts) measure the same on the wire, headers included.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, mergeConfig, type Rolldown } from 'vite';
import { withAppStartChunk } from '../web/app-start-chunk';

const PAGES: [string, RegExp][] = [
  ['home', /app[\\/]routes[\\/]home\.tsx$/],
  ['book', /book-details[\\/]routes[\\/]book-details\.tsx$/],
  ['category', /catalog[\\/]routes[\\/]category-detail\.tsx$/],
];

const root = fileURLToPath(new URL('../web/', import.meta.url));
const config = mergeConfig(await withAppStartChunk(root), {
  logLevel: 'error',
  build: { write: false },
});
const result = (await build(config)) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
const chunks = new Map<string, Rolldown.OutputChunk>();
for (const output of Array.isArray(result) ? result : [result]) {
  for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
}
const closure = (files: string[], into = new Set<string>()): Set<string> => {
  for (const file of files) {
    if (into.has(file)) continue;
    into.add(file);
    closure(chunks.get(file)?.imports ?? [], into);
  }
  return into;
};
const kib = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(chunks.get(file)?.code ?? '').length, 0) / 1024;

// The entry and the stages it imports one by one as the app starts (web/src/main.tsx).
const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
const start = closure(entries.flatMap((chunk) => [chunk.fileName, ...chunk.dynamicImports]));
console.log(`| page | chunks | KiB gzip | of it the entry's |`);
console.log(`|---|---|---|---|`);
for (const [page, module] of PAGES) {
  const route = [...chunks.values()].filter((chunk) => module.test(chunk.facadeModuleId ?? ''));
  const files = closure(
    route.map((chunk) => chunk.fileName),
    new Set(start),
  );
  console.log(`| ${page} | ${files.size} | ${kib(files).toFixed(1)} | ${kib(start).toFixed(1)} |`);
}
