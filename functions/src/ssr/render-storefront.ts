import { readFile } from 'node:fs/promises';
import type { Language } from '@boi/domain/shared/language';
import type { ApiTransport, CleanPageUrl, RenderedPage, RenderPage } from '@boi/domain/api/ssr';
import { adminCatalogSource } from '../catalog/admin-source';
import { readInProcess } from './in-process-reads';

/**
 * The web app's server bundle and the client build's index.html, both written into lib/ssr/ by
 * `npm run build -w web`. Imported by URL so that esbuild leaves the bundle as it is.
 */
export const SSR_DIR = new URL('./ssr/', import.meta.url);

type ServerBundle = { render: RenderPage; cleanPageUrl: CleanPageUrl };

let template: Promise<string> | null = null;
let bundle: Promise<ServerBundle> | null = null;

const loadTemplate = () => (template ??= readFile(new URL('template.html', SSR_DIR), 'utf8'));

function loadBundle(): Promise<ServerBundle> {
  bundle ??= import(new URL('entry-server.js', SSR_DIR).href) as Promise<ServerBundle>;
  return bundle;
}

/**
 * A page's one URL (the bundle's cleanPageUrl), or null for a page the browser renders. Without
 * a bundle (a missing build) every URL is taken as it is: the shell answers it anyway.
 */
export async function cleanPageUrl(url: string): Promise<string | null> {
  try {
    return (await loadBundle()).cleanPageUrl(url);
  } catch (error) {
    console.error('ssr: no server bundle to clean URLs with', error);
    return url;
  }
}

/**
 * A storefront page rendered with its data. If rendering fails, the shopper still gets
 * the app shell (the browser renders the page), never an error page from here.
 */
export async function renderStorefront(
  url: string,
  origin: string,
  language: Language,
  reads: ApiTransport = readInProcess,
): Promise<RenderedPage> {
  const shell = await loadTemplate();
  try {
    const { render: renderPage } = await loadBundle();
    return await renderPage({
      url,
      origin,
      template: shell,
      reads,
      catalog: adminCatalogSource,
      language,
    });
  } catch (error) {
    console.error('server rendering failed for', url.slice(0, 200), error);
    return { status: 200, html: shell, cacheable: false };
  }
}
