import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { activeCoupon, couponRef, INVALID_COUPON_MESSAGE } from './active-coupon';

/**
 * The cart's promo field: is this code a usable coupon? Open to signed-out shoppers too (the cart
 * is). placeOrder checks the coupon again inside its transaction; this answer is only a preview.
 */
export const checkCouponOperation = defineOperation('checkCoupon', async ({ code }) => {
  const ref = couponRef(db(), code);
  const coupon = activeCoupon(ref ? await ref.get() : undefined);
  if (!coupon) throw new HttpsError('not-found', INVALID_COUPON_MESSAGE);
  return { couponCode: coupon.couponCode, discountPercent: coupon.discountPercent };
});
