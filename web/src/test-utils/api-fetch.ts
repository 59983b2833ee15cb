import { vi } from 'vitest';

/** An /api/v1 answer as the server sends it: `{ data }` with 200, or `{ message }` with an error status. */
export function apiResponse(data: unknown): Response {
  return new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

export function apiErrorResponse(status: number, message: string): Response {
  return new Response(JSON.stringify({ message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces `fetch` (the HTTP boundary under lib/api-client) with a mock that sees each request's
 * URL; everything above it — the api client, the reads, the queries — runs for real. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubApiFetch() {
  const server = vi.fn<(url: URL) => Response | Promise<Response>>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      server(new URL(input instanceof Request ? input.url : input, 'http://localhost')),
    ),
  );
  return server;
}

/** The query params of the `index`-th request the stub saw, as a plain object. */
export const requestParams = (server: ReturnType<typeof stubApiFetch>, index: number) =>
  Object.fromEntries(server.mock.calls[index]?.[0].searchParams ?? []);
