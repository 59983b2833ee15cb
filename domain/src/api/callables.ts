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
import {
  checkoutEmailInputSchema,
  confirmCheckoutEmailInputSchema,
} from '../orders/checkout-email';
import { orderPaymentInputSchema, type OrderPaymentResult } from '../payments/online-payment';
import { profileInputSchema, type UserMe } from '../accounts/profile';
import { reviewInputSchema, type CreateReviewResult } from '../catalog/reviews';
import { setAdminRoleInputSchema } from '../admin/accounts';
import { createBannerInputSchema, setHomeSectionInputSchema } from '../admin/banners';
import {
  bookFairInputSchema,
  createCollectionInputSchema,
  updateCollectionInputSchema,
  updateWriterInputSchema,
  createWriterInputSchema,
} from '../admin/collections';
import { createCouponInputSchema, setCouponActiveInputSchema } from '../admin/coupons';
import {
  updateOrderStatusInputSchema,
  bulkOrderStatusInputSchema,
  type BulkOrderStatusResult,
} from '../admin/orders';
import { createProductInputSchema, updateProductInputSchema } from '../admin/products';
import { approveReviewInputSchema } from '../admin/reviews';
import { byIdInputSchema, type AdminWriteResult } from '../admin/write-result';
import { stockNoticeInputSchema, type StockNoticeResult } from '../catalog/stock-notices';
import { shopSettingsInputSchema } from '../settings/shop-settings';
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

/** One row of the table: the contract's fields by name; `Output` is the answer's type. */
const operation =
  <Output>() =>
  <S extends z.ZodType>(row: {
    input: S;
    access: Access;
    rest?: RestRow;
    limit?: RateAction;
  }): CallableContract<S, Output> =>
    row;

const post = (path: string): RestRow => ({ method: 'post', path });
const patch = (path: string): RestRow => ({ method: 'patch', path });
const del = (path: string): RestRow => ({ method: 'delete', path });

/**
 * The table of operations: every callable (all served by the one `callable` Cloud Function at
 * /api/callable/<name>) and every write row of /api/v1 come from it.
 */
export const CALLABLES = {
  placeOrder: operation<PlaceOrderResult>()({
    input: placeOrderInputSchema,
    access: 'signed-in',
    rest: post('/order'),
    limit: 'order',
  }),
  // "bKash: pay now" on the shopper's unpaid order: a new attempt (domain/src/payments/).
  payOrder: operation<OrderPaymentResult>()({
    input: orderPaymentInputSchema,
    access: 'signed-in',
    rest: post('/order/:id/pay'),
    limit: 'order',
  }),
  // The same order paid by cash on delivery instead.
  payOnDelivery: operation<OrderPaymentResult>()({
    input: orderPaymentInputSchema,
    access: 'signed-in',
    rest: patch('/order/:id/payment'),
    limit: 'order',
  }),
  // The cart's promo field works before sign-in; placeOrder checks the coupon again.
  checkCoupon: operation<CouponCheckResult>()({
    input: couponCheckInputSchema,
    access: 'anyone',
    limit: 'coupon',
  }),
  // A phone-only shopper's address typed at checkout: a link to it (the shop's fixed text only).
  requestCheckoutEmailLink: operation<MessageResult>()({
    input: checkoutEmailInputSchema,
    access: 'signed-in',
    rest: post('/user/checkout-email'),
    limit: 'checkoutEmailLink',
  }),
  // Its owner opens the link (signed in or not): the address is verified for that shopper's orders.
  confirmCheckoutEmail: operation<MessageResult>()({
    input: confirmCheckoutEmailInputSchema,
    access: 'anyone',
    rest: patch('/user/checkout-email'),
    limit: 'checkoutEmailConfirm',
  }),
  createReview: operation<CreateReviewResult>()({
    input: reviewInputSchema,
    access: 'signed-in',
    rest: post('/review'),
    limit: 'review',
  }),
  createProfile: operation<UserMe>()({ input: profileInputSchema, access: 'signed-in' }),
  // The heart on book cards: the signed-in shopper's wishlist (a visitor's stays in the browser).
  updateWishlist: operation<WishlistResult>()({
    input: wishlistInputSchema,
    access: 'signed-in',
    rest: patch('/wishlist'),
    limit: 'wishlist',
  }),
  // 'জানিয়ে দিন' on a sold-out book: one mail to the account's address when it is back.
  requestStockNotice: operation<StockNoticeResult>()({
    input: stockNoticeInputSchema,
    access: 'signed-in',
    rest: post('/stock-notice'),
    limit: 'stockNotice',
  }),
  // The account rows of spec §7, for API clients (the web app signs in with the Auth SDK).
  signUp: operation<SignUpResult>()({
    input: signUpInputSchema,
    access: 'anyone',
    rest: post('/user/signup'),
    limit: 'signUp',
  }),
  signIn: operation<SignInResult>()({
    input: signInInputSchema,
    access: 'anyone',
    rest: post('/user/login'),
    limit: 'signIn',
  }),
  requestPasswordReset: operation<MessageResult>()({
    input: forgotPasswordInputSchema,
    access: 'anyone',
    rest: post('/user/forgot'),
    limit: 'passwordReset',
  }),
  resetPassword: operation<MessageResult>()({
    input: resetPasswordInputSchema,
    access: 'anyone',
    rest: { method: 'patch', path: '/user/password-reset', bearerField: 'code' },
    limit: 'passwordReset',
  }),

  createProduct: operation<AdminWriteResult>()({
    input: createProductInputSchema,
    access: 'admin',
    rest: post('/product'),
  }),
  updateProduct: operation<AdminWriteResult>()({
    input: updateProductInputSchema,
    access: 'admin',
    rest: patch('/product/:id'),
  }),
  deleteProduct: operation<AdminWriteResult>()({
    input: byIdInputSchema,
    access: 'admin',
    rest: del('/product/:id'),
  }),
  // Product Manage's Import CSV: a batch of rows, checked (dry run) or applied.
  importCatalog: operation<ImportCatalogResult>()({
    input: importCatalogInputSchema,
    access: 'admin',
    rest: post('/product/import'),
  }),
  createCategory: operation<AdminWriteResult>()({
    input: createCollectionInputSchema,
    access: 'admin',
    rest: post('/category'),
  }),
  updateCategory: operation<AdminWriteResult>()({
    input: updateCollectionInputSchema,
    access: 'admin',
    rest: patch('/category/:id'),
  }),
  deleteCategory: operation<AdminWriteResult>()({
    input: byIdInputSchema,
    access: 'admin',
    rest: del('/category/:id'),
  }),
  createWriter: operation<AdminWriteResult>()({
    input: createWriterInputSchema,
    access: 'admin',
    rest: post('/writer'),
  }),
  updateWriter: operation<AdminWriteResult>()({
    input: updateWriterInputSchema,
    access: 'admin',
    rest: patch('/writer/:id'),
  }),
  deleteWriter: operation<AdminWriteResult>()({
    input: byIdInputSchema,
    access: 'admin',
    rest: del('/writer/:id'),
  }),
  createPublication: operation<AdminWriteResult>()({
    input: createCollectionInputSchema,
    access: 'admin',
    rest: post('/publication'),
  }),
  updatePublication: operation<AdminWriteResult>()({
    input: updateCollectionInputSchema,
    access: 'admin',
    rest: patch('/publication/:id'),
  }),
  deletePublication: operation<AdminWriteResult>()({
    input: byIdInputSchema,
    access: 'admin',
    rest: del('/publication/:id'),
  }),
  updateBookFair: operation<AdminWriteResult>()({
    input: bookFairInputSchema,
    access: 'admin',
    rest: patch('/book-fair/:id'),
  }),
  createCoupon: operation<AdminWriteResult>()({
    input: createCouponInputSchema,
    access: 'admin',
    rest: post('/coupon-add'),
  }),
  setCouponActive: operation<AdminWriteResult>()({
    input: setCouponActiveInputSchema,
    access: 'admin',
    rest: patch('/coupon/:couponCode'),
  }),
  approveReview: operation<AdminWriteResult>()({
    input: approveReviewInputSchema,
    access: 'admin',
    rest: patch('/review/:id'),
  }),
  deleteReview: operation<AdminWriteResult>()({
    input: byIdInputSchema,
    access: 'admin',
    rest: del('/review/:id'),
  }),
  updateOrderStatus: operation<AdminWriteResult>()({
    input: updateOrderStatusInputSchema,
    access: 'admin',
    rest: patch('/order/:id'),
  }),
  // The order desk's bulk approve, cancel, ship and deliver: all the selected orders, or none.
  bulkUpdateOrderStatus: operation<BulkOrderStatusResult>()({
    input: bulkOrderStatusInputSchema,
    access: 'admin',
    rest: patch('/order'),
  }),
  deleteOrder: operation<AdminWriteResult>()({
    input: byIdInputSchema,
    access: 'admin',
    rest: del('/order/:id'),
  }),
  createBanner: operation<AdminWriteResult>()({
    input: createBannerInputSchema,
    access: 'admin',
    rest: post('/banner'),
  }),
  deleteBanner: operation<AdminWriteResult>()({
    input: byIdInputSchema,
    access: 'admin',
    rest: del('/banner/:id'),
  }),
  setHomeSection: operation<AdminWriteResult>()({
    input: setHomeSectionInputSchema,
    access: 'admin',
    rest: patch('/home-section/:section'),
  }),
  // The shop's settings: the low-stock threshold (overview, product table filter, admins' mail).
  updateShopSettings: operation<AdminWriteResult>()({
    input: shopSettingsInputSchema,
    access: 'admin',
    rest: patch('/settings'),
  }),
  setAdminRole: operation<AdminWriteResult>()({
    input: setAdminRoleInputSchema,
    access: 'admin',
    rest: patch('/admin/role'),
  }),
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
