import { reload, sendEmailVerification, type User } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the signed-in account's address is confirmed (ordering and reviewing need it), with a
 * re-check and a resend. A token keeps its `email_verified` for an hour, so once Auth says the
 * address is confirmed the token is renewed: the next call to the server carries the new claim.
 * The page checks once on arrival too, for a link opened in another tab or on the phone's mail app.
 */
export function useEmailVerified(user: User) {
  const [verified, setVerified] = useState(user.emailVerified);
  const [checking, setChecking] = useState(false);

  const recheck = useCallback(async (): Promise<boolean> => {
    setChecking(true);
    try {
      await reload(user);
      if (user.emailVerified) await user.getIdToken(true);
      setVerified(user.emailVerified);
      return user.emailVerified;
    } catch {
      return false;
    } finally {
      setChecking(false);
    }
  }, [user]);

  useEffect(() => {
    void user.getIdTokenResult().then(({ claims }) => {
      if (claims.email_verified !== true) void recheck();
    });
  }, [user, recheck]);

  const resend = useCallback(() => sendEmailVerification(user), [user]);
  return { verified, checking, recheck, resend };
}
