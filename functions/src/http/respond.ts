import { RateLimited } from '../shared/rate-limit';
import type { Request, RequestHandler, Response } from 'express';
import { HttpsError } from 'firebase-functions/v2/https';
import { HttpError } from '../shared/http-error';
import { withReadMeter } from '../shared/read-meter';

/** Public catalog data: browsers keep it a minute, the Hosting CDN five. */
export const CATALOG_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/**
 * An Express handler from an async one. Express 4 ignores what a handler returns, so the promise
 * is dropped on purpose (`void`): every handler here answers its own errors with sendError.
 */
export function asyncHandler(
  handle: (req: Request, res: Response) => Promise<void>,
): RequestHandler {
  return (req, res) => void handle(req, res);
}

/**
 * Wraps an operation as a GET handler: `{ data }` on success, `{ error, message }` with the
 * right status on failure, the request's Firestore reads in `x-firestore-reads`. A handler
 * before it may set `res.locals.cacheControl` (an admin's use of a public row: never stored).
 */
export function sendData(
  operation: (req: Request) => Promise<unknown>,
  cacheControl = CATALOG_CACHE,
): RequestHandler {
  return asyncHandler(async (req, res) => {
    const metered = withReadMeter(() => operation(req));
    try {
      const data = await metered.result;
      res.set('x-firestore-reads', String(metered.reads()));
      const override: unknown = res.locals.cacheControl;
      res.set('Cache-Control', typeof override === 'string' ? override : cacheControl);
      res.status(200).json({ data });
    } catch (error) {
      sendError(res, error);
    }
  });
}

/** The HTTP status of each callable error code the operations throw. */
const STATUS_OF: Partial<Record<HttpsError['code'], HttpError['status']>> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 409,
  'resource-exhausted': 429,
};

/** The status and `{ error, message }` body of a failed read or write. */
export function errorAnswer(error: unknown): {
  status: number;
  body: { error: string; message: string };
} {
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: error.code, message: error.message } };
  }
  const status = error instanceof HttpsError ? STATUS_OF[error.code] : undefined;
  if (error instanceof HttpsError && status) {
    return { status, body: { error: error.code, message: error.message } };
  }
  console.error(error);
  return {
    status: 500,
    body: { error: 'internal', message: 'Something went wrong on our side. Please try again.' },
  };
}

export function sendError(res: Response, error: unknown): void {
  res.set('Cache-Control', 'no-store');
  if (error instanceof RateLimited) res.set('Retry-After', String(error.retryAfter));
  const { status, body } = errorAnswer(error);
  res.status(status).json(body);
}
