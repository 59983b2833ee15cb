import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { readPath } from '@boi/domain/api/reads';
import { ROUTES } from '@boi/domain/paths/routes';
import { API_BASE } from '../../lib/api-client';
import { QUERY_STATE_GLOBAL } from '../../lib/dehydrated-state';
import { bookKeys } from '../../lib/get-book';
import type { EarlyClicksSetup } from './early-clicks-script';

/** What the page script needs of the app, worked out here at build time (see EarlyClicksSetup). */
const SETUP: EarlyClicksSetup = {
  productPath: `${API_BASE}${readPath('product', { id: '{id}' })}`.replace('%7Bid%7D', '{id}'),
  cartPath: ROUTES.cart,
  queryStateId: QUERY_STATE_GLOBAL,
  bookKey: bookKeys.all[0],
};

/**
 * The page's inline early-clicks script (early-clicks-script.ts), built from its source with the
 * cart's and the wishlist's own rules: one small minified function run at once. The build puts
 * it in the page template (withEarlyClicks), and its hash in the pages' CSP with the template's
 * other inline scripts (page-policy.ts).
 */
export async function buildEarlyClicksScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { startEarlyClicks } from './early-clicks-script';\nstartEarlyClicks(${JSON.stringify(SETUP)});`,
      resolveDir: dirname(fileURLToPath(import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    // The app's own browsers (Vite's default target) run it; one that could not parse it would
    // still get the app, which answers taps once it has loaded.
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]?.text.trim() ?? '';
  // A script inline in HTML must not close its own tag (esbuild escapes it in strings).
  if (!script || /<\/script/i.test(script)) throw new Error('early clicks: no inlinable script');
  return script;
}

/** The page template with the early-clicks script last in its <head>. */
export const withEarlyClicks = (template: string, script: string): string =>
  template.replace('</head>', () => `<script>${script}</script>\n  </head>`);
