import { useMutation } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';

/** Checkout's offer to a phone shopper: a link to the typed address, so order mails may go there. */
export const useRequestCheckoutEmailLink = () =>
  useMutation({ mutationFn: callable('requestCheckoutEmailLink') });
