import { PUBLIC_READS, readApprovedReviews } from '../catalog/public-reads';
import { clientAddress, rateLimit } from '../shared/rate-limit';
import { listAudit } from '../dashboard/list-audit';
import { listOrdersByEmail } from '../orders/list-orders-by-email';
import { apiDocsPage, openApiDocument } from './openapi';
import { securityHeaders } from './security-headers';
import express, { Router, type Request } from 'express';
import { getOrderFor } from '../orders/get-order';
import { listMyOrders } from '../orders/list-my-orders';
import { requireAdmin, requireBearerUser } from '../shared/auth';
import { BODY_CAP, UPLOAD_BODY_CAP, bodyCapMessage, declaresOver } from './body-caps';
import { HttpError } from '../shared/http-error';
import { getMe } from '../users/get-me';
import { getWishlist } from '../wishlist/get-wishlist';
import { imagesRoute } from './images-route';
import { uploadRoute } from './upload-route';
import { writeRoute } from './write-route';
import { CALLABLE_NAMES, CALLABLES } from '@boi/domain/callables';
import { OPERATIONS } from '../operations';
import { sendData, sendError } from './respond';
import { listCoupons } from '../coupons/list-coupons';
import { listAdmins } from '../users/list-admins';
import { getOverview } from '../dashboard/overview';
import { exportCatalogPage } from '../catalog/export-catalog';
import { listOrders } from '../orders/list-orders';
import { listAllReviews } from '../reviews/list-all-reviews';

/** Signed-in answers are the caller's own: never stored by the CDN or the browser. */
const PRIVATE = 'private, no-store';

/** An admin-only GET: 401 without a valid token, 403 without the admin claim, then the read. */
const adminData = (read: (req: Request) => Promise<unknown>) =>
  sendData(async (req) => {
    await requireAdmin(req);
    return read(req);
  }, PRIVATE);

/**
 * Public reads may be used from any site (API clients of spec §7): the same for everyone, no
 * credentials. Nothing else sends CORS headers, so another site's page can never read a signed-in
 * answer or call a write with a shopper's browser.
 */
const anyOrigin: express.RequestHandler = (_req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  next();
};

/**
 * Refuses a query parameter the read does not take (see PublicRead.query). `fresh` (a cache
 * buster: the dashboard's product form wants a category added a moment ago) is an admin's only.
 */
const onlyQuery =
  (known: readonly string[]): express.RequestHandler =>
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

/** Search runs in each instance's memory: bounded per address (a cache miss costs CPU, not reads). */
const searchLimit: express.RequestHandler = (req, res, next) => {
  rateLimit('search', { address: clientAddress(req) }).then(
    () => next(),
    (error: unknown) => sendError(res, error),
  );
};

/** GET /product?q= searches with the same engine (the admin table's search box): same limit. */
const productSearchLimit: express.RequestHandler = (req, res, next) =>
  req.query.q === undefined ? next() : searchLimit(req, res, next);

/**
 * Bodies over the route's cap are refused by their declared length, before a token is verified
 * or a byte is parsed by the app.
 */
const bodyCap: express.RequestHandler = (req, res, next) => {
  const cap = req.path === '/api/v1/upload' ? UPLOAD_BODY_CAP : BODY_CAP;
  if (declaresOver(req, cap)) {
    sendError(res, new HttpError(413, 'invalid-argument', bodyCapMessage(cap)));
    return;
  }
  next();
};

/** The HTTP facade /api/v1: GET reads for the storefront and dashboard. */
export function createApiApp(): express.Express {
  const v1 = Router();
  for (const { path, read, cacheControl, query } of PUBLIC_READS) {
    v1.get(
      path,
      anyOrigin,
      onlyQuery(query),
      ...(path === '/search' ? [searchLimit] : path === '/product' ? [productSearchLimit] : []),
      sendData((req) => read(req.params as Record<string, string>, req.query), cacheControl),
    );
  }
  // With `product`: a book's approved reviews, public. Without: Review manage, admin only.
  const bookReviews = sendData((req) => readApprovedReviews(req.query));
  v1.get('/review', (req, res, next) =>
    req.query.product === undefined ? next() : anyOrigin(req, res, next),
  );
  const allReviews = adminData((req) => listAllReviews(req.query));
  v1.get('/review', (req, res, next) =>
    (req.query.product === undefined ? allReviews : bookReviews)(req, res, next),
  );
  v1.get(
    '/user/me',
    sendData(async (req) => getMe(await requireBearerUser(req)), PRIVATE),
  );
  v1.get(
    '/wishlist',
    sendData(async (req) => getWishlist(await requireBearerUser(req)), PRIVATE),
  );
  v1.get(
    '/order/mine',
    sendData(async (req) => listMyOrders(await requireBearerUser(req), req.query), PRIVATE),
  );
  v1.get(
    '/order/orderDetails/:id',
    sendData(
      async (req) => getOrderFor(await requireBearerUser(req), String(req.params.id)),
      PRIVATE,
    ),
  );
  v1.get(
    '/order',
    adminData((req) => listOrders(req.query)),
  );
  v1.get(
    '/order/:email',
    sendData(
      async (req) => listOrdersByEmail(await requireBearerUser(req), String(req.params.email)),
      PRIVATE,
    ),
  );
  v1.get(
    '/admin/overview',
    adminData(() => getOverview()),
  );
  v1.get(
    '/admin/catalog-export',
    adminData((req) => exportCatalogPage(req.query)),
  );
  v1.get(
    '/coupon',
    adminData(() => listCoupons()),
  );
  v1.get(
    '/admin/admins',
    adminData(() => listAdmins()),
  );
  v1.get(
    '/audit',
    adminData((req) => listAudit(req.query)),
  );
  v1.get('/images/*', imagesRoute());
  const document = openApiDocument();
  v1.get('/openapi.json', anyOrigin, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(document);
  });

  // Writes (spec §7): each operation's row of the table runs the same handler as its callable.
  v1.post('/upload', uploadRoute());
  for (const name of CALLABLE_NAMES) {
    const row = CALLABLES[name].rest;
    if (row) v1[row.method](row.path, writeRoute(OPERATIONS[name]));
  }
  v1.use((req, res) =>
    sendError(res, new HttpError(404, 'not-found', `No API route ${req.method} ${req.path}`)),
  );

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders, (_req, res, next) => {
    // Answers are data and images: nothing in them may run, load or be framed.
    res.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    next();
  });
  app.use(bodyCap);
  app.use('/api/v1', v1);
  const docs = apiDocsPage(openApiDocument());
  app.get('/api/docs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send(docs);
  });
  app.use((req, res) =>
    sendError(res, new HttpError(404, 'not-found', `No API route ${req.method} ${req.path}`)),
  );
  return app;
}
