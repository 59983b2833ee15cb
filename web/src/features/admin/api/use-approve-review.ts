import { useAdminMutation } from './use-admin-mutation';

/** approveReview: PATCH /review/{id} {status: 'Approved'} as a callable (one way). */
export const useApproveReview = () => useAdminMutation('approveReview');
