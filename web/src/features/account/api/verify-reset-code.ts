import { queryOptions, useQuery } from '@tanstack/react-query';
import { verifyPasswordResetCode } from 'firebase/auth';
import { auth } from '../../../lib/firebase';

/** Firebase Auth's check of a password reset e-mail's code: the account's e-mail if usable. */
export const verifyResetCode = (code: string) => verifyPasswordResetCode(auth, code);

export const resetCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-code', code],
    queryFn: () => verifyResetCode(code),
    retry: false,
    staleTime: Infinity,
  });

/** `enabled: false` waits (e.g. for the guest gate) before the code is checked. */
export const useResetCode = (code: string, { enabled = true } = {}) =>
  useQuery({ ...resetCodeQueryOptions(code), enabled: enabled && code !== '' });
