import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { type CouponDoc, collections } from '../store/documents';
import { isValidDocumentId } from '@boi/domain/shared/document-id';

export const INVALID_COUPON_MESSAGE = 'Invalid or expired coupon';

/** coupons/{CODE}; null when the (upper-cased) code cannot be a document id, i.e. is no coupon. */
export function couponRef(db: Firestore, code: string): DocumentReference<CouponDoc> | null {
  return isValidDocumentId(code) ? collections(db).coupons.doc(code) : null;
}

/** The coupon when it exists, is active and has a whole percent 1–100; otherwise null. */
export function activeCoupon(
  snapshot: DocumentSnapshot<Partial<CouponDoc>> | undefined,
): CouponDoc | null {
  const { active, discountPercent } = snapshot?.data() ?? {};
  if (!snapshot) return null;
  if (active !== true || typeof discountPercent !== 'number') return null;
  if (!Number.isInteger(discountPercent) || discountPercent < 1 || discountPercent > 100) {
    return null;
  }
  return { couponCode: snapshot.id, discountPercent, active };
}
