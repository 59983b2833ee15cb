import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { I18nextProvider } from 'react-i18next';
import { AppProvider } from './provider';
import { routes } from './router';
import { warmCatalogSource } from '../lib/catalog-source';
import { markHydrating } from '../lib/early-clicks';
import { commitNavigationsAtOnce } from '../lib/sync-navigation';
import {
  QUERY_STATE_GLOBAL,
  readPageState,
  revivedErrors,
  ROUTER_STATE_GLOBAL,
} from '../lib/dehydrated-state';
import { createQueryClient } from '../lib/query-client';
import { startBrowserI18n } from '../lib/i18n/i18n';
import { chosenLanguage } from '../lib/i18n/language-choice';
import { yieldToMain } from '../lib/yield-to-main';
import { addFullStylesheet } from '../lib/full-stylesheet';
import { addLateFonts } from '../lib/late-fonts';
import { LATE_FONT_FACES } from '../lib/late-font-urls';

/** Loads the lazy route modules of this URL first, so hydration renders what the server did. */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The app's start after its modules (main.tsx evaluates them in stages), in pieces, each its own
 * task: the page's state, the catalogue and the route modules, the router, then hydration
 * (time-sliced).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const serverState = readPageState<DehydratedState>(QUERY_STATE_GLOBAL);
  if (serverState) hydrate(queryClient, revivedErrors(serverState));
  const hydrationData = readPageState<HydrationState>(ROUTER_STATE_GLOBAL);
  // The page was rendered in the chosen language; hydration needs its catalogue first.
  const language = chosenLanguage();
  // A page the browser renders itself (the shell) arrives marked Bangla.
  document.documentElement.lang = language;
  const [i18n] = await Promise.all([
    startBrowserI18n(language),
    hydrationData ? loadMatchedRoutes(routes) : undefined,
  ]);
  await yieldToMain();
  const router = commitNavigationsAtOnce(createBrowserRouter(routes, { hydrationData }));
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProvider queryClient={queryClient}>
          {/* Pages are not swapped in a transition: lib/sync-navigation.ts says why. */}
          <RouterProvider router={router} useTransitions={false} />
        </AppProvider>
      </I18nextProvider>
    </StrictMode>
  );
  // A server page's inline rules style only its own HTML (lib/full-stylesheet.ts).
  await addFullStylesheet();
  await yieldToMain();
  if (hydrationData) {
    markHydrating();
    // As a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of holding the main thread for the whole page (one task of 0.5 to
    // 1.5 s on a phone), so a tap or a scroll is answered while it runs.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The app shell has no late-fonts script of its own (a server page has: lib/late-fonts.ts).
    addLateFonts(LATE_FONT_FACES);
    createRoot(container).render(app);
  }
  warmCatalogSource();
}
