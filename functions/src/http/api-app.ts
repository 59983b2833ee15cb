import { PUBLIC_READS, readApprovedReviews } from '../catalog/public-reads';
import express, { Router, type Request } from 'express';
import { getOrderFor } from '../orders/get-order';
import { listMyOrders } from '../orders/list-my-orders';
import { requireAdmin, requireBearerUser } from '../shared/auth';
import { HttpError } from '../shared/http-error';
import { getMe } from '../users/get-me';
import { imagesRoute } from './images-route';
import { uploadRoute } from './upload-route';
import { writeRoute } from './write-route';
import { createBannerOperation, deleteBannerOperation } from '../banners/banner-writes';
import {
  createCategoryOperation,
  deleteCategoryOperation,
  updateCategoryOperation,
} from '../collections/category-writes';
import {
  createPublicationOperation,
  deletePublicationOperation,
  updatePublicationOperation,
} from '../collections/publication-writes';
import {
  createWriterOperation,
  deleteWriterOperation,
  updateWriterOperation,
} from '../collections/writer-writes';
import { createProductOperation } from '../products/create-product';
import { deleteProductOperation } from '../products/delete-product';
import { updateProductOperation } from '../products/update-product';
import { sendData, sendError } from './respond';
import { updateBookFairOperation } from '../book-fair/update-book-fair';
import { createCouponOperation, setCouponActiveOperation } from '../coupons/coupon-writes';
import { listCoupons } from '../coupons/list-coupons';
import { getOverview } from '../dashboard/overview';
import { deleteOrderOperation } from '../orders/delete-order';
import { listOrders } from '../orders/list-orders';
import { updateOrderStatusOperation } from '../orders/update-order-status';
import { listAllReviews } from '../reviews/list-all-reviews';
import { approveReviewOperation, deleteReviewOperation } from '../reviews/review-writes';

/** Signed-in answers are the caller's own: never stored by the CDN or the browser. */
const PRIVATE = 'private, no-store';

/** An admin-only GET: 401 without a valid token, 403 without the admin claim, then the read. */
const adminData = (read: (req: Request) => Promise<unknown>) =>
  sendData(async (req) => {
    await requireAdmin(req);
    return read(req);
  }, PRIVATE);

/** The HTTP facade /api/v1: GET reads for the storefront and dashboard. */
export function createApiApp(): express.Express {
  const v1 = Router();
  for (const { path, read, cacheControl } of PUBLIC_READS) {
    v1.get(
      path,
      sendData((req) => read(req.params as Record<string, string>, req.query), cacheControl),
    );
  }
  // With `product`: a book's approved reviews, public. Without: Review manage, admin only.
  const bookReviews = sendData((req) => readApprovedReviews(req.query));
  const allReviews = adminData((req) => listAllReviews(req.query));
  v1.get('/review', (req, res, next) =>
    (req.query.product === undefined ? allReviews : bookReviews)(req, res, next),
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
  v1.get(
    '/order',
    adminData((req) => listOrders(req.query)),
  );
  v1.get(
    '/admin/overview',
    adminData(() => getOverview()),
  );
  v1.get(
    '/coupon',
    adminData(() => listCoupons()),
  );
  v1.get('/images/*', imagesRoute());

  // Admin writes (spec §7): each row runs the same operation as its callable.
  v1.post('/upload', uploadRoute());
  v1.post('/product', writeRoute(createProductOperation));
  v1.patch('/product/:id', writeRoute(updateProductOperation));
  v1.delete('/product/:id', writeRoute(deleteProductOperation));
  v1.post('/category', writeRoute(createCategoryOperation));
  v1.patch('/category/:id', writeRoute(updateCategoryOperation));
  v1.delete('/category/:id', writeRoute(deleteCategoryOperation));
  v1.post('/writer', writeRoute(createWriterOperation));
  v1.patch('/writer/:id', writeRoute(updateWriterOperation));
  v1.delete('/writer/:id', writeRoute(deleteWriterOperation));
  v1.post('/publication', writeRoute(createPublicationOperation));
  v1.patch('/publication/:id', writeRoute(updatePublicationOperation));
  v1.delete('/publication/:id', writeRoute(deletePublicationOperation));
  v1.post('/banner', writeRoute(createBannerOperation));
  v1.delete('/banner/:id', writeRoute(deleteBannerOperation));
  v1.patch('/order/:id', writeRoute(updateOrderStatusOperation));
  v1.delete('/order/:id', writeRoute(deleteOrderOperation));
  v1.patch('/review/:id', writeRoute(approveReviewOperation));
  v1.delete('/review/:id', writeRoute(deleteReviewOperation));
  v1.post('/coupon-add', writeRoute(createCouponOperation));
  v1.patch(
    '/coupon/:code',
    writeRoute(setCouponActiveOperation, (req) => ({ couponCode: req.params.code })),
  );
  v1.patch('/book-fair/:id', writeRoute(updateBookFairOperation));
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
