import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * The modules of the browser entry's static import closure, as a first build (written nowhere)
 * chunks them. Every page runs all of them before it hydrates, yet the automatic chunking spreads
 * them over some thirty-five chunks (each shared with a different set of lazy routes), each of
 * which costs a request's headers and is compressed alone: about 17 KiB more on the wire than
 * one chunk.
 */
async function appStartModules(root: string): Promise<Set<string>> {
  const result = await build({ root, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of outputs) {
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  }
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const id of Object.keys(chunk.modules)) modules.add(id);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return modules;
}

/** The browser build's configuration with those modules as one `app-start` chunk. */
export async function withAppStartChunk(root: string): Promise<InlineConfig> {
  const modules = await appStartModules(root);
  const group = { name: 'app-start', test: (id: string) => modules.has(id), priority: 10 };
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
    build: { rolldownOptions: { output: { codeSplitting: { groups: [layoutCss, group] } } } },
  };
}
