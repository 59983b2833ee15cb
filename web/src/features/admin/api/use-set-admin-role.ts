import { useAdminMutation } from './use-admin-mutation';

/** setAdminRole: grants or revokes the `admin` claim of an account, by e-mail. */
export const useSetAdminRole = () => useAdminMutation('setAdminRole');
