import { HttpsError } from 'firebase-functions/v2/https';
import { VERIFY_CONTACT_MESSAGE, VERIFY_EMAIL_MESSAGE } from '@boi/domain/accounts/auth';
import { isBdMobileE164 } from '@boi/domain/accounts/phone';
import type { Caller } from './auth';
import { signedInCaller } from './operation';

/** A caller who may order, with the Bangladeshi mobile number Firebase Auth verified, if any. */
export type OrderingCaller = Caller & { verifiedPhone: string | null };

/**
 * The signed-in caller of placeOrder: a confirmed e-mail address or a verified Bangladeshi mobile
 * number (phone sign-in, or a number linked with a code) bounds throwaway accounts either way.
 * An e-mail account without either hears the e-mail message it always did.
 */
export function orderingCaller(caller: Caller | null): OrderingCaller {
  const signedIn = signedInCaller(caller);
  const verifiedPhone = isBdMobileE164(signedIn.phoneNumber) ? signedIn.phoneNumber : null;
  if (verifiedPhone || (signedIn.emailVerified && signedIn.email)) {
    return { ...signedIn, verifiedPhone };
  }
  throw new HttpsError(
    'permission-denied',
    signedIn.email ? VERIFY_EMAIL_MESSAGE : VERIFY_CONTACT_MESSAGE,
  );
}
