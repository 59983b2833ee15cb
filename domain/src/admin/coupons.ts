import { z } from 'zod';
import { createKeyField } from '../shared/idempotency';

/** Letters, digits, _ and -; never `__…__`, an id Firestore reserves (the code is the document id). */
const COUPON_CODE_PATTERN = /^(?!__.*__$)[A-Z0-9_-]{3,32}$/;
const couponCodeSchema = z
  .string({ message: 'Coupon code is required' })
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, 'Coupon code: 3–32 letters, digits, _ or -');
export const createCouponInputSchema = z.object({
  couponCode: couponCodeSchema,
  discountPercent: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ message: 'Discount percent is a whole number from 1 to 100' })
      .int('Discount percent is a whole number from 1 to 100')
      .min(1, 'Discount percent is a whole number from 1 to 100')
      .max(100, 'Discount percent is a whole number from 1 to 100'),
  ),
  ...createKeyField,
});
export const setCouponActiveInputSchema = z.object({
  couponCode: couponCodeSchema,
  active: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
});
