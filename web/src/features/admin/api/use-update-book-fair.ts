import { useAdminMutation } from './use-admin-mutation';

/** updateBookFair: PATCH /book-fair/{id} as a callable (Book Fair Year Update). */
export const useUpdateBookFair = () => useAdminMutation('updateBookFair');
