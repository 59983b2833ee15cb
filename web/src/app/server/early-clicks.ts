import { readPath } from '@boi/domain/api/reads';
import { ROUTES } from '@boi/domain/paths/routes';
import { API_BASE } from '../../lib/api-client';
import { QUERY_STATE_GLOBAL } from '../../lib/dehydrated-state';
import { bookKeys } from '../../lib/get-book';
import type { EarlyClicksSetup } from './early-clicks-script';
import { buildInlineScript, withHeadScript } from './inline-script';

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
export const buildEarlyClicksScript = (): Promise<string> =>
  buildInlineScript(
    './early-clicks-script',
    'startEarlyClicks',
    `startEarlyClicks(${JSON.stringify(SETUP)})`,
  );

/** The page template with the early-clicks script last in its <head>. */
export const withEarlyClicks = withHeadScript;
