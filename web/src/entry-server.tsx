import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { readApprovedReviews } from '@boi/domain/catalog/reads';
import type { CleanPageUrl, RenderPage } from '@boi/domain/api/ssr';
import { escapeHtml } from '@boi/domain/shared/html';
import { AppProvider } from './app/provider';
import { ServerTitleContext, SITE_NAME } from './components/page-title';
import { routes } from './app/router';
import { cleanPageUrl as cleanUrlOf } from './app/server/clean-page-url';
import { isClientOnly } from './app/server/client-only';
import { fillTemplate } from './app/server/fill-template';
import { pageHead, type LcpImage } from './app/server/page-head';
import { withPageStyles } from './app/server/page-styles';
import { renderWithData } from './app/server/render-with-data';
import { ApiError, setServerReads } from './lib/api-client';
import { setCatalogSource } from './lib/catalog-source';
import { FONT_PRELOADS } from './lib/font-preloads';
import { plainErrors, QUERY_STATE_GLOBAL, ROUTER_STATE_GLOBAL } from './lib/dehydrated-state';
import { serverI18n } from './lib/i18n/i18n';
import bn from './lib/i18n/messages/bn.json';
import bnAccount from './lib/i18n/messages/bn-account.json';
import en from './lib/i18n/messages/en.json';
import enAccount from './lib/i18n/messages/en-account.json';

/** The `ssr` function redirects a page's URL to this one before it renders or caches it. */
export const cleanPageUrl: CleanPageUrl = cleanUrlOf;

/** Every message of both languages: a server render may show any page. */
const CATALOGUES = { bn: { ...bn, ...bnAccount }, en: { ...en, ...enAccount } };

const handler = createStaticHandler(routes);

function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, gcTime: Number.POSITIVE_INFINITY },
    },
  });
}

/** The statuses the page's reads failed with (a book that does not exist: 404). */
function failedStatuses(queryClient: QueryClient): number[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map(({ state }) => (state.error instanceof ApiError ? state.error.status : 500));
}

function isCatchAll(context: StaticHandlerContext): boolean {
  return context.matches.at(-1)?.route.path === '*';
}

const FONT_HINTS = FONT_PRELOADS.map(
  (href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`,
).join('');

const preloadImage = ({ href, srcSet, sizes }: LcpImage) =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}"` +
  (srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : '') +
  (sizes ? ` imagesizes="${escapeHtml(sizes)}"` : '') +
  ' fetchpriority="high">';

/**
 * One storefront page as HTML, with the data it shows, its head tags and the state the browser
 * hydrates from. Called in process by the `ssr` Cloud Function.
 */
export const render: RenderPage = async ({ url, origin, template, reads, catalog, language }) => {
  setServerReads(reads);
  setCatalogSource(catalog);
  const request = new Request(new URL(url, origin));
  const pathname = new URL(request.url).pathname;
  if (isClientOnly(pathname)) return { status: 200, html: template, cacheable: true };

  const context = await handler.query(request);
  if (context instanceof Response) {
    // No route here has a loader or action; kept for completeness.
    return { status: context.status, html: template, cacheable: false };
  }
  if (context.statusCode >= 500) {
    // A route module failed to load: the browser renders the page instead.
    return { status: 200, html: template, cacheable: false };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = serverQueryClient();
  const i18n = serverI18n(language, CATALOGUES);
  let title: string | undefined;
  const reportTitle = (pageTitle: string) => {
    title = pageTitle;
  };
  const rootHtml = await renderWithData(
    () => (
      <StrictMode>
        <ServerTitleContext value={reportTitle}>
          <I18nextProvider i18n={i18n}>
            <AppProvider queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </I18nextProvider>
        </ServerTitleContext>
      </StrictMode>
    ),
    queryClient,
  );

  const failed = failedStatuses(queryClient);
  const notFound = isCatchAll(context) || failed.includes(404);
  const head = await pageHead(context.matches, origin, queryClient, (bookId) =>
    readApprovedReviews(catalog, bookId).catch(() => undefined),
  );
  const page = fillTemplate(template, {
    language,
    headTags: head.tags,
    title: title ? `${title} | ${SITE_NAME}` : undefined,
    preloads: FONT_HINTS,
    lcpPreload: head.lcpImage ? preloadImage(head.lcpImage) : undefined,
    rootHtml,
    globals: {
      [ROUTER_STATE_GLOBAL]: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      [QUERY_STATE_GLOBAL]: plainErrors(
        dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => query.state.status !== 'pending',
        }),
      ),
    },
  });
  return {
    status: notFound ? 404 : context.statusCode,
    html: withPageStyles(page),
    cacheable: failed.every((status) => status < 500),
  };
};
