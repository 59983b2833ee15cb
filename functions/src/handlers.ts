// The order flow's online payments are registered before any handler runs.
import './payments/register';
import type { CallableName } from '@boi/domain/api/callables';
import { createBannerOperation, deleteBannerOperation } from './banners/banner-writes';
import { updateBookFairOperation } from './book-fair/update-book-fair';
import {
  createCategoryOperation,
  deleteCategoryOperation,
  updateCategoryOperation,
} from './collections/category-writes';
import {
  createPublicationOperation,
  deletePublicationOperation,
  updatePublicationOperation,
} from './collections/publication-writes';
import {
  createWriterOperation,
  deleteWriterOperation,
  updateWriterOperation,
} from './collections/writer-writes';
import { setHomeSectionOperation } from './collections/set-home-section';
import { checkCouponOperation } from './coupons/check-coupon';
import { createCouponOperation, setCouponActiveOperation } from './coupons/coupon-writes';
import { bulkUpdateOrderStatusOperation } from './orders/bulk-update-order-status';
import { deleteOrderOperation } from './orders/delete-order';
import { placeOrderOperation } from './orders/place-order';
import {
  confirmCheckoutEmailOperation,
  requestCheckoutEmailLinkOperation,
} from './orders/checkout-email';
import { payOnDeliveryOperation, payOrderOperation } from './payments/pay-order';
import { updateOrderStatusOperation } from './orders/update-order-status';
import { createProductOperation } from './products/create-product';
import { importCatalogOperation } from './products/import-catalog';
import { deleteProductOperation } from './products/delete-product';
import { updateProductOperation } from './products/update-product';
import { createReviewOperation } from './reviews/create-review';
import { approveReviewOperation, deleteReviewOperation } from './reviews/review-writes';
import type { Operation } from './shared/operation';
import { updateShopSettingsOperation } from './settings/update-shop-settings';
import { requestStockNoticeOperation } from './stock/request-stock-notice';
import { updateWishlistOperation } from './wishlist/update-wishlist';
import { createProfileOperation } from './users/create-profile';
import { requestPasswordResetOperation } from './users/request-password-reset';
import { resetPasswordOperation } from './users/reset-password';
import { setAdminRoleOperation } from './users/set-admin-role';
import { signInOperation } from './users/sign-in';
import { signUpOperation } from './users/sign-up';

/** The handler of every row of the operations table (`@boi/domain/api/callables`); a missing one does not compile. */
export const HANDLERS: { readonly [N in CallableName]: Operation<N> } = {
  placeOrder: placeOrderOperation,
  payOrder: payOrderOperation,
  payOnDelivery: payOnDeliveryOperation,
  checkCoupon: checkCouponOperation,
  requestCheckoutEmailLink: requestCheckoutEmailLinkOperation,
  confirmCheckoutEmail: confirmCheckoutEmailOperation,
  createReview: createReviewOperation,
  createProfile: createProfileOperation,
  requestStockNotice: requestStockNoticeOperation,
  updateWishlist: updateWishlistOperation,
  signUp: signUpOperation,
  signIn: signInOperation,
  requestPasswordReset: requestPasswordResetOperation,
  resetPassword: resetPasswordOperation,
  createProduct: createProductOperation,
  updateProduct: updateProductOperation,
  deleteProduct: deleteProductOperation,
  importCatalog: importCatalogOperation,
  createCategory: createCategoryOperation,
  updateCategory: updateCategoryOperation,
  deleteCategory: deleteCategoryOperation,
  createWriter: createWriterOperation,
  updateWriter: updateWriterOperation,
  deleteWriter: deleteWriterOperation,
  createPublication: createPublicationOperation,
  updatePublication: updatePublicationOperation,
  deletePublication: deletePublicationOperation,
  updateBookFair: updateBookFairOperation,
  createCoupon: createCouponOperation,
  setCouponActive: setCouponActiveOperation,
  approveReview: approveReviewOperation,
  deleteReview: deleteReviewOperation,
  updateOrderStatus: updateOrderStatusOperation,
  bulkUpdateOrderStatus: bulkUpdateOrderStatusOperation,
  deleteOrder: deleteOrderOperation,
  createBanner: createBannerOperation,
  deleteBanner: deleteBannerOperation,
  setAdminRole: setAdminRoleOperation,
  setHomeSection: setHomeSectionOperation,
  updateShopSettings: updateShopSettingsOperation,
};
