// `npm run build -w web`: the browser build into dist/, then the server bundle of the same app
// into functions/lib/ssr/ with the browser build's index.html as its page template. dist/ keeps
// that page as shell.html only: Hosting would otherwise answer `/` from it and never call `ssr`.
import { copyFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { robotsTxt } from '@boi/domain/seo';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = new URL('./dist/', import.meta.url);
const ssrOut = new URL('../functions/lib/ssr/', import.meta.url);

await build({ root, logLevel: 'warn' });
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
await copyFile(new URL('index.html', dist), new URL('template.html', ssrOut));
await rename(new URL('index.html', dist), new URL('shell.html', dist));

// Cloud Functions answer /robots.txt with 404 before any app sees it, so it is a file; its
// Sitemap line needs the site's address: PUBLIC_ORIGIN at build time (docs/operations.md).
const origin = process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:5000';
await writeFile(new URL('robots.txt', dist), robotsTxt(origin.replace(/\/+$/, '')));
