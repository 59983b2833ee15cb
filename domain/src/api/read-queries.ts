import { z } from 'zod';
import { auditQuerySchema } from '../admin/audit';
import { catalogExportQuerySchema } from '../admin/catalog-csv';
import { orderDeskQuerySchema } from '../admin/order-desk';
import { myOrdersQuerySchema } from '../orders/order';
import {
  categoryListQuerySchema,
  detailQuerySchema,
  pagedQuerySchema,
  productListQuerySchema,
  reviewListQuerySchema,
} from '../catalog/schemas';
import { searchQuerySchema } from '../search/results';
import type { ReadName } from './reads';

const none = z.object({});

/**
 * The zod schema of each read's query string, by the name of its row in READS (reads.ts): the
 * keys a public read accepts (any other is a 400) and what `ReadQuery` types. Apart from the
 * table so that the browser, which takes only paths and types from it, loads no zod; the
 * `satisfies` makes the compiler ask for one entry per row, and no more.
 */
export const READ_QUERIES = {
  home: none,
  banners: none,
  products: productListQuerySchema,
  product: none,
  categories: categoryListQuerySchema,
  category: detailQuerySchema,
  writers: pagedQuerySchema,
  writer: detailQuerySchema,
  publications: pagedQuerySchema,
  publication: detailQuerySchema,
  search: searchQuerySchema,
  bookFair: none,
  bookReviews: reviewListQuerySchema,
  allReviews: detailQuerySchema,
  me: none,
  myOrders: myOrdersQuerySchema,
  wishlist: none,
  order: none,
  ordersByEmail: none,
  orderDesk: orderDeskQuerySchema,
  overview: none,
  catalogExport: catalogExportQuerySchema,
  coupons: none,
  admins: none,
  audit: auditQuerySchema,
  health: none,
} satisfies { [N in ReadName]: z.ZodObject };

/** What a caller may put in a read's query string (before zod's defaults and coercions). */
export type ReadQuery<N extends ReadName> = z.input<(typeof READ_QUERIES)[N]>;

/** The query parameters a read takes: its schema's keys. */
export const queryKeysOf = (name: ReadName): string[] => Object.keys(READ_QUERIES[name].shape);
