import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections, type CouponDoc } from '../store/documents';
import { audit } from '../shared/audit';

export const DUPLICATE_COUPON_MESSAGE = 'Coupon code already exists';

/**
 * Coupon Add. The schema upper-cases the code and the code is the document id (coupons/{CODE}),
 * so codes are unique ignoring case; a new coupon is active.
 */
export const createCouponOperation = defineOperation(
  'createCoupon',
  async ({ couponCode, discountPercent }) => {
    const ref = collections(db()).coupons.doc(couponCode);
    await db().runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) {
        throw new HttpsError('already-exists', DUPLICATE_COUPON_MESSAGE);
      }
      const coupon: CouponDoc = { couponCode, discountPercent, active: true };
      tx.create(ref, coupon);
      audit(tx, { kind: 'coupon', id: couponCode, label: couponCode }, { after: coupon });
    });
    return { message: `Coupon ${couponCode} added (${discountPercent}% off)`, id: couponCode };
  },
);

/** Turns a coupon off (checkCoupon and placeOrder then refuse it) or back on. */
export const setCouponActiveOperation = defineOperation(
  'setCouponActive',
  async ({ couponCode, active }) => {
    const ref = collections(db()).coupons.doc(couponCode);
    await db().runTransaction(async (tx) => {
      const before = (await tx.get(ref)).data();
      if (!before) throw new HttpsError('not-found', `Coupon ${couponCode} was not found`);
      tx.update(ref, { active });
      audit(
        tx,
        { kind: 'coupon', id: couponCode, label: couponCode },
        { before, after: { ...before, active } },
      );
    });
    return {
      message: `Coupon ${couponCode} ${active ? 'activated' : 'deactivated'}`,
      id: couponCode,
    };
  },
);
