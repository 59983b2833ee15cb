import { useAdminMutation } from './use-admin-mutation';

/** deleteReview: DELETE /review/{id} as a callable. */
export const useDeleteReview = () => useAdminMutation('deleteReview');
