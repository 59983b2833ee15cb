import { readPath, type ReadAnswer, type ReadName, type ReadParams } from '@boi/domain/api/reads';
import type { ReadQuery } from '@boi/domain/api/read-queries';
import type { ApiAnswer, ApiTransport } from '@boi/domain/api/ssr';

/** The browser's only data path: the /api/v1 facade (GET reads; callables for changes). */
export const API_BASE = '/api/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryParams = Record<string, string | number | undefined | null>;

export type GetOptions = {
  /** Send the signed-in user's ID token as bearer credential (refused with 401 when signed out). */
  auth?: boolean;
  signal?: AbortSignal;
};

function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

async function fetchAnswer(
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<ApiAnswer> {
  const response = await fetch(url, { signal, headers });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** On the server the reads run in process (set by the server renderer); in the browser, fetch. */
let serverReads: ApiTransport | null = null;

export function setServerReads(reads: ApiTransport): void {
  serverReads = reads;
}

async function bearer(): Promise<string> {
  // Firebase loads only when a signed-in read needs it, not with every page.
  const { auth } = await import('./firebase');
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, 'Please Login');
  return `Bearer ${await user.getIdToken()}`;
}

/** GET a `{ data }` envelope and return `data`; errors carry the server's message. */
async function get<T>(
  path: string,
  params?: QueryParams,
  { auth = false, signal }: GetOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (auth) headers.authorization = await bearer();
  const url = apiUrl(path, params);
  const answer = serverReads ? await serverReads(url) : await fetchAnswer(url, headers, signal);
  const body = answer.body as { data?: T; message?: string; error?: string } | null;
  const ok = answer.status >= 200 && answer.status < 300;
  if (!ok || !body || body.data === undefined) {
    throw new ApiError(
      answer.status,
      body?.message ?? body?.error ?? `Request failed (${answer.status})`,
    );
  }
  return body.data;
}

type Param = string | number | undefined | null;
/** A read's query parameters (and `fresh`, an admin's cache buster). */
export type ReadQueryParams<N extends ReadName> = Partial<
  Record<keyof ReadQuery<N> | 'fresh', Param>
>;

/**
 * GET a row of the reads table (domain/src/api/reads.ts): the path comes from the row, filled with
 * `params`, and the answer is typed from it. A row whose answer depends on the query (a list or
 * its page) takes the shape asked for as `T`, which must be one of the row's.
 */
function read<N extends ReadName, T extends ReadAnswer<N> = ReadAnswer<N>>(
  name: N,
  params: ReadParams<N>,
  query?: ReadQueryParams<N>,
  options?: GetOptions,
): Promise<T> {
  return get<T>(readPath(name, params), query, options);
}

/** The one client of /api/v1, e.g. `api.read('order', { id }, {}, { auth: true, signal })`. */
export const api = { get, read };
