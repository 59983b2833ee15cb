import type { Request, RequestHandler } from 'express';
import { queryKeysOf } from '@boi/domain/api/read-queries';
import {
  answersQuery,
  READ_NAMES,
  READS,
  type ReadAnswer,
  type ReadName,
} from '@boi/domain/api/reads';
import {
  CATEGORY,
  getCollectionDetail,
  listCollection,
  PUBLICATION,
  WRITER,
} from '../catalog/collections';
import { exportCatalogPage } from '../catalog/export-catalog';
import { getBookFair } from '../catalog/get-book-fair';
import { getHome } from '../catalog/get-home';
import { getProduct } from '../catalog/get-product';
import { listBanners } from '../catalog/list-banners';
import { getProducts } from '../catalog/list-products';
import { listApprovedReviews } from '../catalog/list-reviews';
import { listCoupons } from '../coupons/list-coupons';
import { listAudit } from '../dashboard/list-audit';
import { getOverview } from '../dashboard/overview';
import { getOrderFor } from '../orders/get-order';
import { listMyOrders } from '../orders/list-my-orders';
import { listOrders } from '../orders/list-orders';
import { listOrdersByEmail } from '../orders/list-orders-by-email';
import { listAllReviews } from '../reviews/list-all-reviews';
import { SEARCH_CACHE, searchCatalog } from '../search/search-catalog';
import { requireAdmin, requireBearerUser, type Caller } from '../shared/auth';
import { HttpError } from '../shared/http-error';
import { clientAddress } from '../shared/client-address';
import { rateLimit } from '../shared/rate-limit';
import { adminOnlyProductFilter } from '@boi/domain/admin/product-filter';
import { getMe } from '../users/get-me';
import { listAdmins } from '../users/list-admins';
import { getWishlist } from '../wishlist/get-wishlist';
import { CATALOG_CACHE, sendData, sendError } from './respond';

/** What a read's handler is given: the path's parameters, the raw query, and who calls. */
export type ReadInput<N extends ReadName> = {
  params: Record<string, string>;
  query: unknown;
  /** Null on a public row; the verified caller otherwise (an admin on an admin row). */
  caller: (typeof READS)[N]['access'] extends 'public' ? null : Caller;
};

export type ReadHandler<N extends ReadName> = {
  handle: (input: ReadInput<N>) => Promise<ReadAnswer<N>>;
  /** A public row's Cache-Control (default CATALOG_CACHE); signed-in answers are never stored. */
  cacheControl?: string;
  /** Run before the read (a rate limit). */
  before?: RequestHandler[];
  /**
   * A public row's uses that are an admin's alone, by the parameter that makes them so (null for
   * any other use): such a request needs the `admin` claim, and its answer is never stored.
   */
  adminOnly?: (query: Record<string, unknown>) => string | null;
};

/** Takes one search from the caller's address, or throws RateLimited (also the ssr's /search). */
export const takeSearchLimit = (req: Request): Promise<void> =>
  rateLimit('search', { address: clientAddress(req) });

/** Search runs in each instance's memory: bounded per address (a cache miss costs CPU, not reads). */
const searchLimit: RequestHandler = (req, res, next) => {
  takeSearchLimit(req).then(
    () => next(),
    (error: unknown) => sendError(res, error),
  );
};

/** GET /product?q= searches with the same engine (the admin table's search box): same limit. */
const productSearchLimit: RequestHandler = (req, res, next) =>
  req.query.q === undefined ? next() : searchLimit(req, res, next);

const id = (params: Record<string, string>) => params.id ?? '';

/**
 * The admin tables page categories, writers and publications by offset (page × size): page
 * 100,000 would bill the whole collection. The storefront reads their bounded lists instead.
 */
const pagedCollection = (query: Record<string, unknown>): string | null =>
  query.page !== undefined || query.size !== undefined ? 'page and size' : null;

/**
 * Each row of READS (domain/src/api/reads.ts) to its handler: Express routes, the OpenAPI document
 * and the server renderer's in-process reads all come from the two. A row without a handler does
 * not compile.
 */
export const READ_HANDLERS: { [N in ReadName]: ReadHandler<N> } = {
  home: { handle: () => getHome() },
  banners: { handle: () => listBanners() },
  products: {
    handle: ({ query }) => getProducts(query),
    before: [productSearchLimit],
    adminOnly: adminOnlyProductFilter,
  },
  product: { handle: ({ params }) => getProduct(id(params)) },
  categories: {
    handle: ({ query }) => listCollection(CATEGORY, query),
    adminOnly: pagedCollection,
  },
  category: { handle: ({ params, query }) => getCollectionDetail(CATEGORY, id(params), query) },
  writers: { handle: ({ query }) => listCollection(WRITER, query), adminOnly: pagedCollection },
  writer: { handle: ({ params, query }) => getCollectionDetail(WRITER, id(params), query) },
  publications: {
    handle: ({ query }) => listCollection(PUBLICATION, query),
    adminOnly: pagedCollection,
  },
  publication: {
    handle: ({ params, query }) => getCollectionDetail(PUBLICATION, id(params), query),
  },
  search: {
    handle: ({ query }) => searchCatalog(query),
    cacheControl: SEARCH_CACHE,
    before: [searchLimit],
  },
  bookFair: { handle: () => getBookFair() },
  bookReviews: { handle: ({ query }) => listApprovedReviews(query) },
  allReviews: { handle: ({ query }) => listAllReviews(query) },
  me: { handle: ({ caller }) => getMe(caller) },
  myOrders: { handle: ({ caller, query }) => listMyOrders(caller, query) },
  wishlist: { handle: ({ caller }) => getWishlist(caller) },
  order: { handle: ({ caller, params }) => getOrderFor(caller, id(params)) },
  ordersByEmail: {
    handle: ({ caller, params }) => listOrdersByEmail(caller, params.email ?? ''),
  },
  orderDesk: { handle: ({ query }) => listOrders(query) },
  overview: { handle: () => getOverview() },
  catalogExport: { handle: ({ query }) => exportCatalogPage(query) },
  coupons: { handle: () => listCoupons() },
  admins: { handle: () => listAdmins() },
  audit: { handle: ({ query }) => listAudit(query) },
  health: { handle: () => Promise.resolve({ ok: true as const }), cacheControl: 'no-store' },
};

const adminOnlyRefusal = (use: string) =>
  new HttpError(
    403,
    'permission-denied',
    `${use} is for the admin tables: it needs an admin's ID token (Authorization: Bearer …)`,
  );

/** A public read, in process (the server renderer's data path): no token, no HTTP. */
export async function runPublicRead(
  name: ReadName,
  params: Record<string, string>,
  query: unknown,
): Promise<unknown> {
  const handler = READ_HANDLERS[name] as ReadHandler<ReadName>;
  const use = handler.adminOnly?.((query ?? {}) as Record<string, unknown>);
  if (use) throw adminOnlyRefusal(use);
  return handler.handle({ params, query, caller: null } as unknown as ReadInput<ReadName>);
}

/** Signed-in answers are the caller's own: never stored by the CDN or the browser. */
const PRIVATE = 'private, no-store';

/**
 * Public reads may be used from any site (API clients of spec §7): the same for everyone, no
 * credentials. Nothing else sends CORS headers, so another site's page can never read a signed-in
 * answer or call a write with a shopper's browser.
 */
export const anyOrigin: RequestHandler = (_req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  next();
};

/**
 * Refuses a query parameter the read does not take (ReadContract.lenient). `fresh` (a cache
 * buster: the dashboard's product form wants a category added a moment ago) is an admin's only.
 */
const onlyQuery =
  (known: readonly string[]): RequestHandler =>
  (req, res, next) => {
    const unknown = Object.keys(req.query).find((key) => !known.includes(key) && key !== 'fresh');
    if (unknown !== undefined) {
      sendError(
        res,
        new HttpError(400, 'invalid-argument', `Unknown query parameter: ${unknown.slice(0, 40)}`),
      );
      return;
    }
    if (req.query.fresh === undefined) return next();
    requireAdmin(req).then(
      () => next(),
      (error: unknown) => sendError(res, error),
    );
  };

/**
 * A public row's admin-only use (ReadHandler.adminOnly) needs the admin claim: without a token,
 * or with a shopper's, a 403 that names the filter; an invalid token answers as on any admin row.
 * The answer is then an admin's: never stored (sendData reads `res.locals.cacheControl`).
 */
const adminOnlyUse =
  (adminOnly: (query: Record<string, unknown>) => string | null): RequestHandler =>
  (req, res, next) => {
    const use = adminOnly(req.query);
    if (!use) return next();
    res.locals.cacheControl = PRIVATE;
    requireAdmin(req).then(
      () => next(),
      (error: unknown) =>
        sendError(
          res,
          error instanceof HttpError && error.status === 401 && req.headers.authorization
            ? error
            : adminOnlyRefusal(use),
        ),
    );
  };

/** The caller a row's access asks for: none, a valid ID token, or one with the admin claim. */
function callerFor(name: ReadName): (req: Parameters<RequestHandler>[0]) => Promise<Caller | null> {
  switch (READS[name].access) {
    case 'public':
      return () => Promise.resolve(null);
    case 'admin':
      return requireAdmin;
    case 'signed-in':
    case 'owner-or-admin':
      // The handler decides between the owner and an admin (others 403).
      return requireBearerUser;
  }
}

/** One row's handlers, in order: CORS and the query check for public rows, limits, the read. */
function chainOf(name: ReadName): RequestHandler[] {
  const row = READS[name];
  const handler = READ_HANDLERS[name] as ReadHandler<ReadName>;
  const caller = callerFor(name);
  const isPublic = row.access === 'public';
  const read = sendData(
    async (req) =>
      handler.handle({
        params: req.params,
        query: req.query,
        caller: await caller(req),
      } as ReadInput<ReadName>),
    isPublic ? (handler.cacheControl ?? CATALOG_CACHE) : PRIVATE,
  );
  return [
    ...(isPublic ? [anyOrigin] : []),
    ...(isPublic && !row.lenient ? [onlyQuery(queryKeysOf(name))] : []),
    ...(isPublic && handler.adminOnly ? [adminOnlyUse(handler.adminOnly)] : []),
    ...(handler.before ?? []),
    read,
  ];
}

const runChain =
  (chain: RequestHandler[]): RequestHandler =>
  (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined) return next(error);
      const handler = chain[index++];
      if (handler) handler(req, res, step);
      else next();
    };
    step();
  };

/**
 * The Express GET routes of the table, one per path in its order; a path several rows share
 * answers with the first row whose `when` the query meets.
 */
export function readRoutes(): { path: string; handler: RequestHandler }[] {
  const byPath = new Map<string, ReadName[]>();
  for (const name of READ_NAMES) {
    const path = READS[name].path;
    byPath.set(path, [...(byPath.get(path) ?? []), name]);
  }
  return [...byPath].map(([path, names]) => {
    const chains = names.map((name) => ({ name, run: runChain(chainOf(name)) }));
    const handler: RequestHandler = (req, res, next) => {
      const query = req.query as Record<string, unknown>;
      const chosen = chains.find(({ name }) => answersQuery(name, query));
      if (chosen) chosen.run(req, res, next);
      else next();
    };
    return { path, handler };
  });
}
