export { api } from './http/api';
export { placeOrder } from './orders/place-order';
export { checkCoupon } from './coupons/check-coupon';
export { createReview } from './reviews/create-review';
export { createProfile } from './users/create-profile';
export { createProduct } from './products/create-product';
export { updateProduct } from './products/update-product';
export { deleteProduct } from './products/delete-product';
export { createCategory, updateCategory, deleteCategory } from './collections/category-writes';
export { createWriter, updateWriter, deleteWriter } from './collections/writer-writes';
export {
  createPublication,
  updatePublication,
  deletePublication,
} from './collections/publication-writes';
export { createBanner, deleteBanner } from './banners/banner-writes';
export { updateOrderStatus } from './orders/update-order-status';
export { deleteOrder } from './orders/delete-order';
export { approveReview, deleteReview } from './reviews/review-writes';
export { createCoupon, setCouponActive } from './coupons/coupon-writes';
export { updateBookFair } from './book-fair/update-book-fair';
export { ssr } from './ssr/ssr';
