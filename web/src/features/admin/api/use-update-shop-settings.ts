import { useAdminMutation } from './use-admin-mutation';

/** updateShopSettings: PATCH /settings (the low-stock threshold) as a callable. */
export const useUpdateShopSettings = () => useAdminMutation('updateShopSettings');
