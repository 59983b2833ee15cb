import { auth as firebaseAuth } from './firebase';

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

async function bearer(): Promise<string> {
  const user = firebaseAuth.currentUser;
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
  const response = await fetch(apiUrl(path, params), { signal, headers });
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

/** The one client of /api/v1, e.g. `api.get<Order>('/order/…', {}, { auth: true, signal })`. */
export const api = { get };
