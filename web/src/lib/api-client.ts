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

export function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

/** GET a `{ data }` envelope and return `data`; errors carry the server's message. */
export async function getData<T>(
  path: string,
  params?: QueryParams,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(apiUrl(path, params), {
    signal,
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as {
    data?: T;
    message?: string;
    error?: string;
  } | null;
  if (!response.ok || !body || body.data === undefined) {
    throw new ApiError(
      response.status,
      body?.message ?? body?.error ?? `Request failed (${response.status})`,
    );
  }
  return body.data;
}
