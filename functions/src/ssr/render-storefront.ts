import { readFile } from 'node:fs/promises';
import type { Language } from '@boi/domain/shared/language';
import type { RenderedPage, RenderPage } from '@boi/domain/api/ssr';
import { adminCatalogSource } from '../catalog/admin-source';
import { readInProcess } from './in-process-reads';

/**
 * The web app's server bundle and the client build's index.html, both written into lib/ssr/ by
 * `npm run build -w web`. Imported by URL so that esbuild leaves the bundle as it is.
 */
export const SSR_DIR = new URL('./ssr/', import.meta.url);

let template: Promise<string> | null = null;
let render: Promise<RenderPage> | null = null;

const loadTemplate = () => (template ??= readFile(new URL('template.html', SSR_DIR), 'utf8'));

function loadRender(): Promise<RenderPage> {
  render ??= (
    import(new URL('entry-server.js', SSR_DIR).href) as Promise<{ render: RenderPage }>
  ).then((module) => module.render);
  return render;
}

/**
 * A storefront page rendered with its data. If rendering fails, the shopper still gets
 * the app shell (the browser renders the page), never an error page from here.
 */
export async function renderStorefront(
  url: string,
  origin: string,
  language: Language,
): Promise<RenderedPage> {
  const shell = await loadTemplate();
  try {
    const renderPage = await loadRender();
    return await renderPage({
      url,
      origin,
      template: shell,
      reads: readInProcess,
      catalog: adminCatalogSource,
      language,
    });
  } catch (error) {
    console.error('server rendering failed for', url.slice(0, 200), error);
    return { status: 200, html: shell, cacheable: false };
  }
}
