import { useAdminMutation } from './use-admin-mutation';

/** updateProduct: PATCH /product/{id} as a callable (the Update Book modal). */
export const useUpdateProduct = () => useAdminMutation('updateProduct');
