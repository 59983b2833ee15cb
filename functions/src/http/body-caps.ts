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

/**
 * Why a request's body is refused before anything of ours reads, verifies or parses it, or null:
 * 411 when a body came without its length declared up front (chunked, or no Content-Length), 413
 * when it is over `cap`, declared or as it arrived. A request without a body needs no length
 * (a DELETE, a PATCH of a path alone). The platform has buffered the body already, up to its own
 * limit (docs/operations.md, "Request bodies"); this keeps the rest of the work from it.
 */
export function bodyRefusal(req: BodyRequest, cap: number): HttpError | null {
  const declared = req.get('content-length')?.trim();
  const arrived = req.rawBody?.length ?? 0;
  const chunked = req.get('transfer-encoding') !== undefined;
  const lengthUnknown =
    (declared !== undefined && !/^\d+$/.test(declared)) ||
    (arrived > 0 && (chunked || declared === undefined)) ||
    (chunked && Number(declared ?? 0) > 0);
  if (lengthUnknown) return new HttpError(411, 'length-required', LENGTH_REQUIRED_MESSAGE);
  if (Number(declared ?? 0) > cap || arrived > cap) {
    return new HttpError(413, 'invalid-argument', bodyCapMessage(cap));
  }
  return null;
}
