import { useMutation } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';

/**
 * The `signUp` operation (POST /user/signup's callable): the account, its profile and the
 * verification mail, made by the server. It answers the same whether or not the address already
 * had an account (its owner is mailed instead), so the page tells nobody which addresses exist.
 */
export const useSignUp = () => useMutation({ mutationFn: callable('signUp') });
