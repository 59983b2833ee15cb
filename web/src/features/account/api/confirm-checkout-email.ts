import { useMutation } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';

/** The owner of an address typed at checkout confirms it with the mailed link's id and token. */
export const useConfirmCheckoutEmail = () =>
  useMutation({ mutationFn: callable('confirmCheckoutEmail') });
