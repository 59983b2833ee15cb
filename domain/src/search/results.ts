import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../shared/constants';
import type { Book, Publication, Writer } from '../catalog/schemas';
import { MAX_QUERY_CHARS } from './fields';

/** GET /api/v1/search's query: the text (blank finds nothing) and a page, from 0. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'q must be one text value' })
    .max(MAX_QUERY_CHARS, `The search text is too long: at most ${MAX_QUERY_CHARS} characters`)
    .default(''),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/** GET /api/v1/search: one page of books best first, their total, and matching writers and publications. */
export type SearchResults = {
  products: Book[];
  productTotalCount: number;
  writers: Writer[];
  publications: Publication[];
};
