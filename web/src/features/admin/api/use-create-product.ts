import { useAdminMutation } from './use-admin-mutation';

/** createProduct: POST /product as a callable (the Add Product modal). */
export const useCreateProduct = () => useAdminMutation('createProduct', { idempotent: true });
