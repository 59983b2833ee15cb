import { useMutation } from '@tanstack/react-query';
import { callable } from '../../../lib/callables';

/**
 * Writes users/{uid} with the name; e-mail and role come from the server. Idempotent. A new phone
 * account names itself with it once (components/phone-sign-in.tsx).
 */
export const useCreateProfile = () => useMutation({ mutationFn: callable('createProfile') });
