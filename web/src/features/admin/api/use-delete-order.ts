import { useAdminMutation } from './use-admin-mutation';

/** deleteOrder: DELETE /order/{id} as a callable (only a Cancelled order may go). */
export const useDeleteOrder = () => useAdminMutation('deleteOrder');
