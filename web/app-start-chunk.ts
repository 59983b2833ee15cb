import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * The modules each stage of the app's start adds (web/src/main.tsx imports the stages one by one,
 * one task each), as a first build (written nowhere) chunks them, in the order the entry imports
 * them: a stage's modules are those of its static closure that no earlier stage, nor the entry
 * itself, already has. Left alone, the automatic chunking spreads them over some thirty-five
 * chunks (each shared with a different set of lazy routes), each of which costs a request's
 * headers and is compressed alone: about 17 KiB more on the wire than one chunk per stage.
 */
async function appStartStages(root: string): Promise<Set<string>[]> {
  const result = await build({ root, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of outputs) {
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  }
  const seen = new Set<string>();
  const closure = (fileName: string, modules = new Set<string>()): Set<string> => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return modules;
    seen.add(fileName);
    for (const id of Object.keys(chunk.modules)) modules.add(id);
    for (const file of chunk.imports) closure(file, modules);
    return modules;
  };
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  // The entry's own closure (zod's setting, the stylesheets, the yield) stays in the entry.
  for (const entry of entries) closure(entry.fileName);
  const stages = entries.flatMap((entry) => entry.dynamicImports.map((file) => closure(file)));
  return stages.filter((modules) => modules.size > 0);
}

/** Keeps the entry's import of the layout's CSS module, which only that import uses. */
const layoutCssFirst: Plugin = {
  name: 'boi:layout-css-first',
  enforce: 'post',
  transform: (code, id) =>
    /components[\\/]layout[\\/]layout\.module\.css$/.test(id)
      ? { code, moduleSideEffects: 'no-treeshake' }
      : null,
};

/** The browser build's configuration with each stage's modules as one `app-start-N` chunk. */
export async function withAppStartChunk(root: string): Promise<InlineConfig> {
  const stages = await appStartStages(root);
  const groups = stages.map((modules, at) => ({
    name: `app-start-${at + 1}`,
    test: (id: string) => modules.has(id),
    priority: 10,
    // A stage's modules import only the entry's and earlier stages': none of those is pulled in.
    includeDependenciesRecursively: false,
  }));
  // The one stylesheet (cssCodeSplit: false) follows the chunks' order: the layout's CSS module
  // keeps its chunk of its own, so that its rules stay where they were in the cascade.
  const layoutCss = {
    name: 'layout.module',
    test: /components[\\/]layout[\\/]layout\.module\.css$/,
    priority: 20,
  };
  return {
    root,
    logLevel: 'warn',
    plugins: [layoutCssFirst],
    build: { rolldownOptions: { output: { codeSplitting: { groups: [layoutCss, ...groups] } } } },
  };
}

/**
 * The files of the app's start stages, each after the files it imports, in the entry's order:
 * the page preloads them all with the entry, so that no stage waits for the network.
 */
export function appStartFiles(output: Rolldown.RolldownOutput): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const files: string[] = [];
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.includes(fileName)) return;
    chunk.imports.forEach(visit);
    files.push(fileName);
  };
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    chunk.imports.forEach(visit);
    chunk.dynamicImports.forEach(visit);
  }
  return files;
}
