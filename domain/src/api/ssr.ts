/**
 * The contract between the `ssr` Cloud Function and the web app's server bundle
 * (web/src/entry-server.tsx, built into functions/lib/ssr/): the function hands the bundle a way
 * to run the catalog reads and /api/v1 reads in process, the bundle answers with the page.
 */
import type { CatalogSource } from '../catalog/reads';
import type { Language } from '../shared/language';

/** What an /api/v1 GET answered: the status and the parsed `{ data }` or `{ error, message }`. */
export type ApiAnswer = { status: number; body: unknown };

/** Runs one /api/v1 GET, e.g. `/api/v1/product/book-00001?x=1`, without an HTTP hop. */
export type ApiTransport = (url: string) => Promise<ApiAnswer>;

type RenderRequest = {
  /** Path and query of the page, e.g. `/category/c1?page=2`. */
  url: string;
  /** Scheme and host the shopper used, e.g. `https://boi.com.bd`, for canonical URLs. */
  origin: string;
  /** The client build's index.html: its head and scripts wrap the rendered page. */
  template: string;
  reads: ApiTransport;
  /** The catalog reads (domain/src/catalog/reads.ts) on the server's SDK. */
  catalog: CatalogSource;
  /** The shopper's language (the `__session` cookie): labels and book names are rendered in it. */
  language: Language;
};

export type RenderedPage = {
  status: number;
  html: string;
  /** False when a read failed for a reason other than "not found": the page must not be cached. */
  cacheable: boolean;
};

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/**
 * A page's one URL (`/?x=1` → `/`): its path with only the query parameters its route reads, in
 * one spelling; null for a page the browser renders, which may carry any. The bundle's second
 * export beside `render`.
 */
export type CleanPageUrl = (url: string) => string | null;
