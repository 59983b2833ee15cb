import { useMutation } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';

/** The cart's promo field: is this code a usable coupon? (placeOrder checks it again.) */
export const useCheckCoupon = () => useMutation({ mutationFn: callable('checkCoupon') });
