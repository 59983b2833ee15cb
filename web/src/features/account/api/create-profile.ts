import { useMutation } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';

/**
 * Writes users/{uid} with the name; e-mail and role come from the server. Idempotent. Nothing
 * cached needs refreshing: sign-up signs the new user out straight after.
 */
export const useCreateProfile = () => useMutation({ mutationFn: callable('createProfile') });
