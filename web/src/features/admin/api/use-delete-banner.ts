import { useAdminMutation } from './use-admin-mutation';

/** deleteBanner: DELETE /banner/{id} as a callable (the table's delete). */
export const useDeleteBanner = () => useAdminMutation('deleteBanner');
