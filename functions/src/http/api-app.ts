import express, { Router } from 'express';
import {
  CATEGORY,
  getCollectionDetail,
  listCollection,
  PUBLICATION,
  WRITER,
} from '../catalog/collections';
import { getBookFair } from '../catalog/get-book-fair';
import { getHome } from '../catalog/get-home';
import { getProduct } from '../catalog/get-product';
import { listBanners } from '../catalog/list-banners';
import { getProducts } from '../catalog/list-products';
import { listApprovedReviews } from '../catalog/list-reviews';
import { getOrderFor } from '../orders/get-order';
import { listMyOrders } from '../orders/list-my-orders';
import { requireBearerUser } from '../shared/auth';
import { HttpError } from '../shared/http-error';
import { getMe } from '../users/get-me';
import { imagesRoute } from './images-route';
import { sendData, sendError } from './respond';

/** Signed-in answers are the caller's own: never stored by the CDN or the browser. */
const PRIVATE = 'private, no-store';

/** The HTTP facade /api/v1: GET reads for the storefront and dashboard. */
export function createApiApp(): express.Express {
  const v1 = Router();
  v1.get(
    '/home',
    sendData(() => getHome()),
  );
  v1.get(
    '/banner',
    sendData(() => listBanners()),
  );
  v1.get(
    '/product',
    sendData((req) => getProducts(req.query)),
  );
  v1.get(
    '/product/:id',
    sendData((req) => getProduct(String(req.params.id))),
  );
  v1.get(
    '/category',
    sendData((req) => listCollection(CATEGORY, req.query)),
  );
  v1.get(
    '/category/:id',
    sendData((req) => getCollectionDetail(CATEGORY, String(req.params.id), req.query)),
  );
  v1.get(
    '/writer',
    sendData((req) => listCollection(WRITER, req.query)),
  );
  v1.get(
    '/writer/:id',
    sendData((req) => getCollectionDetail(WRITER, String(req.params.id), req.query)),
  );
  v1.get(
    '/publication',
    sendData((req) => listCollection(PUBLICATION, req.query)),
  );
  v1.get(
    '/publication/:id',
    sendData((req) => getCollectionDetail(PUBLICATION, String(req.params.id), req.query)),
  );
  v1.get(
    '/book-fair',
    sendData(() => getBookFair()),
  );
  v1.get(
    '/review',
    sendData((req) => listApprovedReviews(req.query)),
  );
  v1.get(
    '/user/me',
    sendData(async (req) => getMe(await requireBearerUser(req)), PRIVATE),
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
  v1.get('/images/*', imagesRoute());
  v1.use((req, res) =>
    sendError(res, new HttpError(404, 'not-found', `No API route ${req.method} ${req.path}`)),
  );

  const app = express();
  app.disable('x-powered-by');
  app.use('/api/v1', v1);
  app.use((req, res) =>
    sendError(res, new HttpError(404, 'not-found', `No API route ${req.method} ${req.path}`)),
  );
  return app;
}
