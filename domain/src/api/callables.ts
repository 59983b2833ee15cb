import type { RateAction } from './rate-limits';
import {
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
  type MessageResult,
  type SignInResult,
  type SignUpResult,
} from '../accounts/auth';
import type { z } from 'zod';
import {
  couponCheckInputSchema,
  placeOrderInputSchema,
  type CouponCheckResult,
  type PlaceOrderResult,
} from '../orders/order';
import { orderPaymentInputSchema, type OrderPaymentResult } from '../payments/online-payment';
import { profileInputSchema, type UserMe } from '../accounts/profile';
import { reviewInputSchema, type CreateReviewResult } from '../catalog/reviews';
import {
  approveReviewInputSchema,
  bookFairInputSchema,
  byIdInputSchema,
  createCollectionInputSchema,
  createBannerInputSchema,
  createCouponInputSchema,
  createProductInputSchema,
  setAdminRoleInputSchema,
  setHomeSectionInputSchema,
  setCouponActiveInputSchema,
  updateCollectionInputSchema,
  updateOrderStatusInputSchema,
  bulkOrderStatusInputSchema,
  type BulkOrderStatusResult,
  updateProductInputSchema,
  updateWriterInputSchema,
  createWriterInputSchema,
  type AdminWriteResult,
} from '../admin/operations';
import {
  shopSettingsInputSchema,
  stockNoticeInputSchema,
  type StockNoticeResult,
} from '../catalog/stock-alerts';
import { wishlistInputSchema, type WishlistResult } from '../accounts/wishlist';
import { importCatalogInputSchema, type ImportCatalogResult } from '../admin/catalog-import';

/** Who may run an operation: anybody, any signed-in user, or only holders of the `admin` claim. */
type Access = 'anyone' | 'signed-in' | 'admin';

/**
 * An operation's row of /api/v1 (spec §7): the method and the Express path. Path parameters are
 * named after the input fields they fill (`/coupon/:couponCode`).
 */
type RestRow = {
  method: 'post' | 'patch' | 'delete';
  path: string;
  /**
   * The input field the request's bearer fills, for a row whose bearer is not an ID token
   * (PATCH /user/password-reset: the reset link's code). The caller is then signed out.
   */
  bearerField?: string;
};

/**
 * One change of the shop: the zod schema of its input, the type of its answer, who may run it and
 * its /api/v1 row, if it has one. The functions parse with the schema and must return the output
 * type; the web client's `callable(name)` takes both from here, so the two sides cannot drift.
 */
type CallableContract<S extends z.ZodType, Output> = {
  readonly input: S;
  readonly access: Access;
  readonly rest?: RestRow;
  /** The rate limit each call takes a use of (domain/src/api/rate-limits.ts). */
  readonly limit?: RateAction;
  /** Type-only: never set at run time. */
  readonly output?: Output;
};

const contract =
  <Output>() =>
  <S extends z.ZodType>(
    input: S,
    access: Access,
    rest?: RestRow,
    limit?: RateAction,
  ): CallableContract<S, Output> => ({
    input,
    access,
    ...(rest ? { rest } : {}),
    ...(limit ? { limit } : {}),
  });

const post = (path: string): RestRow => ({ method: 'post', path });
const patch = (path: string): RestRow => ({ method: 'patch', path });
const del = (path: string): RestRow => ({ method: 'delete', path });

/**
 * The table of operations: every callable (all served by the one `callable` Cloud Function at
 * /api/callable/<name>) and every write row of /api/v1 come from it.
 */
export const CALLABLES = {
  placeOrder: contract<PlaceOrderResult>()(
    placeOrderInputSchema,
    'signed-in',
    post('/order'),
    'order',
  ),
  // "bKash: pay now" on the shopper's unpaid order: a new attempt (domain/src/payments/).
  payOrder: contract<OrderPaymentResult>()(
    orderPaymentInputSchema,
    'signed-in',
    post('/order/:id/pay'),
    'order',
  ),
  // The same order paid by cash on delivery instead.
  payOnDelivery: contract<OrderPaymentResult>()(
    orderPaymentInputSchema,
    'signed-in',
    patch('/order/:id/payment'),
    'order',
  ),
  // The cart's promo field works before sign-in; placeOrder checks the coupon again.
  checkCoupon: contract<CouponCheckResult>()(couponCheckInputSchema, 'anyone', undefined, 'coupon'),
  createReview: contract<CreateReviewResult>()(
    reviewInputSchema,
    'signed-in',
    post('/review'),
    'review',
  ),
  createProfile: contract<UserMe>()(profileInputSchema, 'signed-in'),
  // The heart on book cards: the signed-in shopper's wishlist (a visitor's stays in the browser).
  updateWishlist: contract<WishlistResult>()(
    wishlistInputSchema,
    'signed-in',
    patch('/wishlist'),
    'wishlist',
  ),
  // 'জানিয়ে দিন' on a sold-out book: one mail to the account's address when it is back.
  requestStockNotice: contract<StockNoticeResult>()(
    stockNoticeInputSchema,
    'signed-in',
    post('/stock-notice'),
    'stockNotice',
  ),
  // The account rows of spec §7, for API clients (the web app signs in with the Auth SDK).
  signUp: contract<SignUpResult>()(signUpInputSchema, 'anyone', post('/user/signup'), 'signUp'),
  signIn: contract<SignInResult>()(signInInputSchema, 'anyone', post('/user/login'), 'signIn'),
  requestPasswordReset: contract<MessageResult>()(
    forgotPasswordInputSchema,
    'anyone',
    post('/user/forgot'),
    'passwordReset',
  ),
  resetPassword: contract<MessageResult>()(
    resetPasswordInputSchema,
    'anyone',
    { method: 'patch', path: '/user/password-reset', bearerField: 'code' },
    'passwordReset',
  ),

  createProduct: contract<AdminWriteResult>()(createProductInputSchema, 'admin', post('/product')),
  updateProduct: contract<AdminWriteResult>()(
    updateProductInputSchema,
    'admin',
    patch('/product/:id'),
  ),
  deleteProduct: contract<AdminWriteResult>()(byIdInputSchema, 'admin', del('/product/:id')),
  // Product Manage's Import CSV: a batch of rows, checked (dry run) or applied.
  importCatalog: contract<ImportCatalogResult>()(
    importCatalogInputSchema,
    'admin',
    post('/product/import'),
  ),
  createCategory: contract<AdminWriteResult>()(
    createCollectionInputSchema,
    'admin',
    post('/category'),
  ),
  updateCategory: contract<AdminWriteResult>()(
    updateCollectionInputSchema,
    'admin',
    patch('/category/:id'),
  ),
  deleteCategory: contract<AdminWriteResult>()(byIdInputSchema, 'admin', del('/category/:id')),
  createWriter: contract<AdminWriteResult>()(createWriterInputSchema, 'admin', post('/writer')),
  updateWriter: contract<AdminWriteResult>()(
    updateWriterInputSchema,
    'admin',
    patch('/writer/:id'),
  ),
  deleteWriter: contract<AdminWriteResult>()(byIdInputSchema, 'admin', del('/writer/:id')),
  createPublication: contract<AdminWriteResult>()(
    createCollectionInputSchema,
    'admin',
    post('/publication'),
  ),
  updatePublication: contract<AdminWriteResult>()(
    updateCollectionInputSchema,
    'admin',
    patch('/publication/:id'),
  ),
  deletePublication: contract<AdminWriteResult>()(
    byIdInputSchema,
    'admin',
    del('/publication/:id'),
  ),
  updateBookFair: contract<AdminWriteResult>()(
    bookFairInputSchema,
    'admin',
    patch('/book-fair/:id'),
  ),
  createCoupon: contract<AdminWriteResult>()(createCouponInputSchema, 'admin', post('/coupon-add')),
  setCouponActive: contract<AdminWriteResult>()(
    setCouponActiveInputSchema,
    'admin',
    patch('/coupon/:couponCode'),
  ),
  approveReview: contract<AdminWriteResult>()(
    approveReviewInputSchema,
    'admin',
    patch('/review/:id'),
  ),
  deleteReview: contract<AdminWriteResult>()(byIdInputSchema, 'admin', del('/review/:id')),
  updateOrderStatus: contract<AdminWriteResult>()(
    updateOrderStatusInputSchema,
    'admin',
    patch('/order/:id'),
  ),
  // The order desk's bulk approve, cancel, ship and deliver: all the selected orders, or none.
  bulkUpdateOrderStatus: contract<BulkOrderStatusResult>()(
    bulkOrderStatusInputSchema,
    'admin',
    patch('/order'),
  ),
  deleteOrder: contract<AdminWriteResult>()(byIdInputSchema, 'admin', del('/order/:id')),
  createBanner: contract<AdminWriteResult>()(createBannerInputSchema, 'admin', post('/banner')),
  deleteBanner: contract<AdminWriteResult>()(byIdInputSchema, 'admin', del('/banner/:id')),
  setHomeSection: contract<AdminWriteResult>()(
    setHomeSectionInputSchema,
    'admin',
    patch('/home-section/:section'),
  ),
  // The shop's settings: the low-stock threshold (overview, product table filter, admins' mail).
  updateShopSettings: contract<AdminWriteResult>()(
    shopSettingsInputSchema,
    'admin',
    patch('/settings'),
  ),
  setAdminRole: contract<AdminWriteResult>()(
    setAdminRoleInputSchema,
    'admin',
    patch('/admin/role'),
  ),
};

export const CALLABLE_NAMES = Object.keys(CALLABLES) as CallableName[];

/** The operation a callable URL names (/api/callable/<name>), or null. */
export function callableNameOf(path: string): CallableName | null {
  const name = path.split('/').filter(Boolean).pop() ?? '';
  return Object.hasOwn(CALLABLES, name) ? (name as CallableName) : null;
}

export type CallableName = keyof typeof CALLABLES;
/** What a caller sends (before zod's defaults and transforms). */
export type CallableInput<N extends CallableName> = z.input<(typeof CALLABLES)[N]['input']>;
/** What the handler receives (after parsing). */
export type CallableParsed<N extends CallableName> = z.output<(typeof CALLABLES)[N]['input']>;
export type CallableOutput<N extends CallableName> =
  (typeof CALLABLES)[N] extends CallableContract<z.ZodType, infer O> ? O : never;
