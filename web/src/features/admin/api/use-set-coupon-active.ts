import { useAdminMutation } from './use-admin-mutation';

/** setCouponActive: turns a coupon off (checkout refuses it) or on again. */
export const useSetCouponActive = () => useAdminMutation('setCouponActive');
