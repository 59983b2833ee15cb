import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from './document-id';

/**
 * A document id from a caller, as a zod schema: never a path or `..`. Shopper and admin inputs
 * alike take it from here (apart from document-id.ts, so that the storefront's reads stay free of
 * zod).
 */
export const INVALID_ID_MESSAGE = 'Invalid id';
export const documentIdSchema = z
  .string({ message: INVALID_ID_MESSAGE })
  .regex(DOCUMENT_ID_PATTERN, INVALID_ID_MESSAGE);
