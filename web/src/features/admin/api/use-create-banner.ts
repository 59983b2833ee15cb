import { useAdminMutation } from './use-admin-mutation';

/** createBanner: POST /banner as a callable, with the id of the uploaded picture. */
export const useCreateBanner = () => useAdminMutation('createBanner', { idempotent: true });
