import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { couponCheckInputSchema, type CouponCheckResult } from '@boi/domain/orders';
import { db } from '../shared/firestore';
import { CALLABLE_OPTIONS, parseCallableInput } from '../shared/callable';
import { activeCoupon, couponRef, INVALID_COUPON_MESSAGE } from './active-coupon';

/**
 * The cart's promo field: is this code a usable coupon? Open to signed-out shoppers too (the cart
 * is). placeOrder checks the coupon again inside its transaction; this answer is only a preview.
 */
export async function checkCouponHandler(
  request: CallableRequest<unknown>,
): Promise<CouponCheckResult> {
  const { code } = parseCallableInput(couponCheckInputSchema, request.data);
  const ref = couponRef(db(), code);
  const coupon = activeCoupon(ref ? await ref.get() : undefined);
  if (!coupon) throw new HttpsError('not-found', INVALID_COUPON_MESSAGE);
  return { couponCode: coupon.couponCode, discountPercent: coupon.discountPercent };
}

export const checkCoupon = onCall(CALLABLE_OPTIONS, checkCouponHandler);
