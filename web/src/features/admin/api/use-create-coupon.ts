import { useAdminMutation } from './use-admin-mutation';

/** createCoupon: POST /coupon-add as a callable (the Coupon Add form). */
export const useCreateCoupon = () => useAdminMutation('createCoupon', { idempotent: true });
