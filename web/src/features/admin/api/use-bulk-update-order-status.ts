import { useAdminMutation } from './use-admin-mutation';

/** bulkUpdateOrderStatus: PATCH /order {ids, orderStatus} as a callable; all change or none. */
export const useBulkUpdateOrderStatus = () => useAdminMutation('bulkUpdateOrderStatus');
