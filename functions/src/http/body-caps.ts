import { MAX_IMAGE_BYTES } from '@boi/domain/shared/constants';
import { HttpError } from '../shared/http-error';

/** A picture upload carries one image (MAX_IMAGE_BYTES) and its form; anything else is small. */
export const UPLOAD_BODY_CAP = MAX_IMAGE_BYTES + 64 * 1024;
export const BODY_CAP = 128 * 1024;

export const bodyCapMessage = (cap: number) => `The body is over ${cap} bytes`;
export const LENGTH_REQUIRED_MESSAGE =
  'Send the body with a Content-Length header; a body of unknown length (chunked) is refused';

type BodyRequest = {
  method: string;
  get(name: string): string | undefined;
  /** What the platform buffered before the function ran (Cloud Functions sets it). */
  rawBody?: Buffer;
};

/** Methods that carry a body; a DELETE may carry none and then needs no length. */
const SENDS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Why a request's body is refused before anything of ours reads, verifies or parses it, or null:
 * 411 when its length is not declared up front (chunked, or a POST/PUT/PATCH without
 * Content-Length, or a DELETE whose body came without one), 413 when it is over `cap`, declared
 * or as it arrived. The platform has buffered it already (up to its own limit:
 * docs/operations.md, "Request bodies"); this keeps the rest of the work from it.
 */
export function bodyRefusal(req: BodyRequest, cap: number): HttpError | null {
  const declared = req.get('content-length');
  const arrived = req.rawBody?.length ?? 0;
  const lengthUnknown =
    req.get('transfer-encoding') !== undefined ||
    (declared === undefined && (SENDS_BODY.has(req.method) || arrived > 0)) ||
    (declared !== undefined && !/^\d+$/.test(declared.trim()));
  if (lengthUnknown) return new HttpError(411, 'length-required', LENGTH_REQUIRED_MESSAGE);
  if (Number(declared ?? 0) > cap || arrived > cap) {
    return new HttpError(413, 'invalid-argument', bodyCapMessage(cap));
  }
  return null;
}
