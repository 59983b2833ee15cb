import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// BOI_API_ORIGIN points the dev proxy elsewhere (e.g. a second emulator suite).
const apiOrigin = process.env.BOI_API_ORIGIN ?? 'http://127.0.0.1:5000';
const apiProxy = { '/api': { target: apiOrigin, changeOrigin: false } };

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Hands `replacement` to the importers of `module` that `redirects` picks. */
const redirectImport = (
  name: string,
  module: string,
  replacement: string,
  redirects: (importer: string) => boolean,
): Plugin => ({
  name,
  enforce: 'pre',
  resolveId: (id, importer) =>
    id === module && importer && redirects(importer) ? replacement : null,
});

/**
 * Mantine's ScrollArea (in Table and the mobile menu's drawer) imports @floating-ui/react for one
 * small hook; it gets src/lib/scroll-area-merge-refs.ts instead, so that only a popover's chunk
 * carries the positioning library.
 */
const scrollAreaWithoutFloatingUi = redirectImport(
  'boi:scroll-area-without-floating-ui',
  '@floating-ui/react',
  source('./src/lib/scroll-area-merge-refs.ts'),
  (importer) => /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(importer),
);

/**
 * Every importer of @mantine/hooks (Mantine's components among them) gets
 * src/lib/mantine-hooks-stable-id.ts, the same hooks with a `useId` that sets no state after
 * hydration (it says why).
 */
const mantineHooksStableId = source('./src/lib/mantine-hooks-stable-id.ts');
const mantineStableId = redirectImport(
  'boi:mantine-stable-id',
  '@mantine/hooks',
  mantineHooksStableId,
  (importer) => importer !== mantineHooksStableId,
);

export default defineConfig({
  plugins: [react(), scrollAreaWithoutFloatingUi, mantineStableId],
  resolve: {
    alias: [
      {
        // reactfire pulls in every Firebase SDK; only app, auth and functions are used here.
        find: /^firebase\/(firestore|database|storage|remote-config)$/,
        replacement: fileURLToPath(new URL('./src/lib/firebase-sdk-stub.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // One stylesheet, linked from the first HTML: a route's CSS arriving with its lazy chunk
    // re-laid out server-rendered pages (Lighthouse CLS 0.52 on a book's details).
    cssCodeSplit: false,
    // Every browser the shop supports knows <link rel="modulepreload">; one without it only loads
    // the chunks a little later, so the polyfill is not worth its bytes in every page's entry.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's files are not preloaded by adding a <link> each to the page: a book page's
      // route adds 29 of them in one task, 46-154 ms of the app's start on a phone at 4× CPU. The
      // browser fetches a chunk's imports itself once it has the chunk. The page's own preloads
      // (index.html) stay.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The shop's little pure helpers, which nearly every storefront page needs, as one
          // chunk: left alone, each is a chunk of its own, and each costs a request's headers.
          groups: [
            {
              name: 'shop-math',
              test: /domain\/src\/(pricing\/(money|discount)|catalog\/stock|shared\/text)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // The Hosting emulator rewrites /api/** to the `api` function, as production Hosting does.
    proxy: apiProxy,
  },
  preview: { proxy: apiProxy },
});
