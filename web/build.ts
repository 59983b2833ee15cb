// `npm run build -w web`: the browser build into dist/, then the server bundle of the same app
// into functions/lib/ssr/ with the browser build's index.html as its page template. dist/ keeps
// that page as shell.html only: Hosting would otherwise answer `/` from it and never call `ssr`.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, loadEnv, type Rolldown } from 'vite';
import { appStartFiles, withAppStartChunk } from './app-start-chunk';
import { PAGE_POLICY_FILE } from '@boi/domain/api/content-security-policy';
import { robotsTxt } from '@boi/domain/paths/seo';
import { deferEntry } from './src/app/server/deferred-entry';
import { buildEarlyClicksScript, withEarlyClicks } from './src/app/server/early-clicks';
import {
  buildLateFontsScript,
  builtLateFontFaces,
  withLateFonts,
} from './src/app/server/late-fonts';
import { pagePolicy } from './src/app/server/page-policy';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = new URL('./dist/', import.meta.url);
const ssrOut = new URL('../functions/lib/ssr/', import.meta.url);

const browser = (await build(await withAppStartChunk(root))) as Rolldown.RolldownOutput;
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: fileURLToPath(ssrOut),
    emptyOutDir: true,
    copyPublicDir: false,
  },
  // One self-contained file tree: the functions' package.json does not list React or Mantine.
  ssr: { noExternal: true, target: 'node' },
});
// The page preloads the files of the app's start stages after the entry and its own imports, all
// fetched at once: the entry imports each stage only when the previous one has run (src/main.tsx).
const page = await readFile(new URL('index.html', dist), 'utf8');
if (!page.includes('</head>')) throw new Error('web build: no </head> in index.html');
const stagePreloads = appStartFiles(browser)
  .filter((file) => !page.includes(`"/${file}"`))
  .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n  `)
  .join('');
await writeFile(
  new URL('index.html', dist),
  page.replace('</head>', () => `${stagePreloads}</head>`),
);
// Server-rendered pages carry the stylesheet inline: a page paints from its HTML alone, with no
// render-blocking request after it (Lighthouse counted about a second for it on slow 4G). The
// app shell (shell.html) keeps the link, and the browser caches it for the client-rendered pages.
// Each page keeps only the rules its HTML uses (app/server/page-styles.ts); `data-href` names the
// whole sheet, which the app adds before it renders (lib/full-stylesheet.ts).
const shell = await readFile(new URL('index.html', dist), 'utf8');
const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(shell);
if (!stylesheet?.[1]) throw new Error('web build: no stylesheet link in index.html');
const css = await readFile(new URL(`.${stylesheet[1]}`, dist), 'utf8');
const inlined = shell.replace(
  stylesheet[0],
  () => `<style data-href="${stylesheet[1]}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
);
// Every server page's <head> carries the late-fonts and early-clicks scripts, built here from
// their sources.
const lateFonts = await buildLateFontsScript(
  builtLateFontFaces(browser.output.map((file) => file.fileName)),
);
const template = withEarlyClicks(
  withLateFonts(deferEntry(inlined), lateFonts),
  await buildEarlyClicksScript(),
);
await writeFile(new URL('template.html', ssrOut), template);
// The page CSP of this build: its own inline scripts' hashes, and the sources its configuration
// needs (the same VITE_ variables the app was built with).
const env = { ...loadEnv('production', root, 'VITE_'), ...process.env };
await writeFile(
  new URL(PAGE_POLICY_FILE, ssrOut),
  JSON.stringify(pagePolicy(template, env), null, 2),
);
await rename(new URL('index.html', dist), new URL('shell.html', dist));

// Cloud Functions answer /robots.txt with 404 before any app sees it, so it is a file; its
// Sitemap line needs the site's address: PUBLIC_ORIGIN at build time (docs/operations.md).
const origin = process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:5000';
await writeFile(new URL('robots.txt', dist), robotsTxt(origin.replace(/\/+$/, '')));
