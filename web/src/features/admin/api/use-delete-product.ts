import { useAdminMutation } from './use-admin-mutation';

/** deleteProduct: DELETE /product/{id} as a callable (the table's delete). */
export const useDeleteProduct = () => useAdminMutation('deleteProduct');
