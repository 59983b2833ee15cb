import type { AdminAccount } from '../admin/accounts';
import type { AdminOverview } from '../admin/overview';
import type { AdminReviewPage } from '../admin/reviews';
import type { AuditPage } from '../admin/audit';
import type { CatalogExportPage } from '../admin/catalog-csv';
import type { OrderDeskPage } from '../admin/order-desk';
import type { Order, OrderPage } from '../orders/order';
import type { UserMe } from '../accounts/profile';
import type {
  Banner,
  Book,
  BookFair,
  Category,
  CategoryPage,
  CollectionDetail,
  Coupon,
  HomeData,
  ProductPage,
  Publication,
  PublicationPage,
  ReviewList,
  Writer,
  WriterPage,
} from '../catalog/schemas';
import type { SearchResults } from '../search/results';
import type { WishlistPage } from '../accounts/wishlist';

/**
 * Who may call a read: anybody (no token; CORS open, cached by the CDN), any signed-in user, only
 * holders of the `admin` claim, or a signed-in user whom the read itself checks: the record's
 * owner or an admin (others 403).
 */
export type ReadAccess = 'public' | 'signed-in' | 'admin' | 'owner-or-admin';

/**
 * One GET of /api/v1: its Express path (`:name` segments are parameters), who may call it and
 * the type of its `data`; the zod schema of its query is its entry in READ_QUERIES
 * (read-queries.ts, with `ReadQuery`), which the compiler asks for. The functions serve and document every row
 * (functions/src/http/read-routes.ts maps each to its handler) and the web client's `api.read`
 * takes its path and answer from here. This module loads no zod at run time, so a storefront
 * page that reads through it does not load zod (nor trip a strict CSP with zod's eval probe).
 */
type ReadContract<P extends string, A extends ReadAccess, Answer> = {
  readonly path: P;
  readonly access: A;
  /** What the OpenAPI document says it does (a public row's default: `Public read <path>`). */
  readonly summary?: string;
  /**
   * Rows sharing a path: this one answers when the query has this parameter, the path's row
   * without `when` otherwise (GET /review?product= is public, GET /review is Review manage's).
   */
  readonly when?: string;
  /**
   * A public row refuses a query parameter its schema lacks (400), so that `?x=1`, `?x=2`… cannot
   * each make the CDN store a page again; `lenient` rows ignore them instead.
   */
  readonly lenient?: true;
  /** Type-only: never set at run time. */
  readonly answer?: Answer;
};

const read =
  <Answer>() =>
  <const P extends string, const A extends ReadAccess>(
    path: P,
    access: A,
    more: Pick<ReadContract<P, A, Answer>, 'summary' | 'when' | 'lenient'> = {},
  ): ReadContract<P, A, Answer> => ({ path, access, ...more });

/**
 * The table of reads: every GET of /api/v1 that answers `{ data }`. Express registers them in
 * this order, so a fixed path (`/order/mine`) comes before a parameter at its place
 * (`/order/:email`).
 */
export const READS = {
  home: read<HomeData>()('/home', 'public'),
  banners: read<Banner[]>()('/banner', 'public'),
  products: read<Book[] | ProductPage>()('/product', 'public', {
    summary:
      'Books: newest first, one of category, writer, publication, salesInfo or bookFair with limit (and skip), or a page (page, size; a listing, paged by cursor) of all books or one of the first four, or q (a search). The admin table’s filters (stockAtMost, priceBand, bookFair with page) need an admin’s token: 403 otherwise',
  }),
  product: read<Book>()('/product/:id', 'public'),
  categories: read<Category[] | CategoryPage>()('/category', 'public', {
    summary: 'The list; a page (page, size) is the admin table’s and needs an admin’s token',
  }),
  category: read<CollectionDetail<Category>>()('/category/:id', 'public'),
  writers: read<Writer[] | WriterPage>()('/writer', 'public', {
    summary: 'The list; a page (page, size) is the admin table’s and needs an admin’s token',
  }),
  writer: read<CollectionDetail<Writer>>()('/writer/:id', 'public'),
  publications: read<Publication[] | PublicationPage>()('/publication', 'public', {
    summary: 'The list; a page (page, size) is the admin table’s and needs an admin’s token',
  }),
  publication: read<CollectionDetail<Publication>>()('/publication/:id', 'public'),
  search: read<SearchResults>()('/search', 'public'),
  bookFair: read<BookFair>()('/book-fair', 'public'),
  bookReviews: read<ReviewList>()('/review', 'public', {
    when: 'product',
    lenient: true,
    summary: 'A book’s approved reviews (product); without it, every review (admin)',
  }),
  allReviews: read<AdminReviewPage>()('/review', 'admin', {
    summary: 'Every review, Pending and Approved, a page (page, size)',
  }),
  me: read<UserMe>()('/user/me', 'signed-in', { summary: 'Your name, e-mail and role' }),
  myOrders: read<OrderPage>()('/order/mine', 'signed-in', {
    summary: 'Your orders, a page (page, size)',
  }),
  wishlist: read<WishlistPage>()('/wishlist', 'signed-in', {
    summary: 'Your wishlist: ids and the books still sold',
  }),
  order: read<Order>()('/order/orderDetails/:id', 'owner-or-admin', {
    summary: 'One of your orders',
  }),
  ordersByEmail: read<Order[]>()('/order/:email', 'owner-or-admin', {
    summary: 'The orders of an address (yours)',
  }),
  orderDesk: read<OrderDeskPage>()('/order', 'admin', {
    summary:
      'The order desk: newest first, a page (page or after, size) filtered by status, method, from, to (YYYY-MM-DD, Dhaka days) or q (order number, phone or e-mail), with the counts per status',
  }),
  overview: read<AdminOverview>()('/admin/overview', 'admin', {
    summary: 'The shop’s figures',
  }),
  catalogExport: read<CatalogExportPage>()('/admin/catalog-export', 'admin', {
    summary: 'The whole catalog, 1,000 books a page by id (after, size), for the CSV export',
  }),
  coupons: read<Coupon[]>()('/coupon', 'admin', { summary: 'Every coupon' }),
  admins: read<AdminAccount[]>()('/admin/admins', 'admin', {
    summary: 'The accounts with the admin claim',
  }),
  audit: read<AuditPage>()('/audit', 'admin', {
    summary: 'Who changed what (page, size, operation, uid)',
  }),
  health: read<{ ok: true }>()('/health', 'public', { summary: 'The API answers' }),
};

export type ReadName = keyof typeof READS;
export const READ_NAMES = Object.keys(READS) as ReadName[];

/** A read's `data`. */
export type ReadAnswer<N extends ReadName> =
  (typeof READS)[N] extends ReadContract<string, ReadAccess, infer A> ? A : never;

/** `{ id: string }` for `/product/:id`; `{}` for a path without parameters. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;
export type ReadParams<N extends ReadName> = PathParams<(typeof READS)[N]['path']>;

/** A read's path with its parameters filled in: `readPath('product', { id })` → `/product/b1`. */
export function readPath<N extends ReadName>(name: N, params: ReadParams<N>): string {
  const values = params as Record<string, string>;
  return READS[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(values[key] ?? ''),
  );
}

/** Express-style path matching: the parameters `pattern` gives `pathname`, or null. */
function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) return null;
  }
  return params;
}

/** Whether a row answers this query on its path (see ReadContract.when). */
export const answersQuery = (name: ReadName, query: Record<string, unknown>): boolean => {
  const { when } = READS[name] as { when?: string };
  return when === undefined || query[when] !== undefined;
};

/** The row a path under /api/v1 and its query name, e.g. `/product/book-00001`, or null. */
export function findRead(
  pathname: string,
  query: Record<string, unknown>,
): { name: ReadName; params: Record<string, string> } | null {
  for (const name of READ_NAMES) {
    const params = matchPath(READS[name].path, pathname);
    if (params && answersQuery(name, query)) return { name, params };
  }
  return null;
}
