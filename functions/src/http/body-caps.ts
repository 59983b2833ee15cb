import { MAX_IMAGE_BYTES } from '@boi/domain/shared/constants';

/** A picture upload carries one image (MAX_IMAGE_BYTES) and its form; anything else is small. */
export const UPLOAD_BODY_CAP = MAX_IMAGE_BYTES + 64 * 1024;
export const BODY_CAP = 128 * 1024;

export const bodyCapMessage = (cap: number) => `The body is over ${cap} bytes`;

/** Whether a request declares a body longer than `cap` (by its Content-Length). */
export const declaresOver = (
  request: { get(name: string): string | undefined },
  cap: number,
): boolean => Number(request.get('content-length') ?? 0) > cap;
