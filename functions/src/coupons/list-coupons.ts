import type { Coupon } from '@boi/domain/catalog/schemas';
import { LIST_LIMIT } from '@boi/domain/shared/constants';
import { db } from '../shared/firestore';
import { readQuery } from '../shared/read-meter';
import { collections } from '../store/documents';

/** GET /api/v1/coupon (admin only): the coupons by code, at most LIST_LIMIT. */
export async function listCoupons(): Promise<Coupon[]> {
  const snapshot = await readQuery(
    collections(db()).coupons.orderBy('couponCode', 'asc').limit(LIST_LIMIT),
  );
  return snapshot.docs.map((doc) => {
    const { couponCode, discountPercent, active } = doc.data();
    return { couponCode, discountPercent, active: active === true };
  });
}
