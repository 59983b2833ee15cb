import type { Book, Publication, Writer } from '../schemas';

/** GET /api/v1/search: one page of books best first, their total, and matching writers and publications. */
export type SearchResults = {
  products: Book[];
  productTotalCount: number;
  writers: Writer[];
  publications: Publication[];
};
