import { useAdminMutation } from './use-admin-mutation';

/** updateOrderStatus: PATCH /order/{id} {orderStatus: Approved | Cancelled} as a callable. */
export const useUpdateOrderStatus = () => useAdminMutation('updateOrderStatus');
