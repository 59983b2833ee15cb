import { useAdminMutation } from './use-admin-mutation';

/** setHomeSection: the category that feeds one of the home page's four sections. */
export const useSetHomeSection = () => useAdminMutation('setHomeSection');
