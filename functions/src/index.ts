export { api } from './http/api';
export { placeOrder } from './orders/place-order';
export { checkCoupon } from './coupons/check-coupon';
export { createReview } from './reviews/create-review';
export { createProfile } from './users/create-profile';
