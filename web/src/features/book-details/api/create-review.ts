import { useMutation } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';

/** A reader's review; it stays Pending (and off the page) until an admin approves it. */
export const useCreateReview = () => useMutation({ mutationFn: callable('createReview') });
