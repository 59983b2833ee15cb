import { SIGNED_UP_MESSAGE } from '@boi/domain/accounts/auth';
import { adminAuth, db } from '../shared/firestore';
import { siteOrigins } from '../shared/request-origin';
import { collections } from '../store/documents';
import { accountExistsMail, verificationMail } from './verification-mail';
import { defineOperation } from '../shared/operation';
import { saveProfile } from './create-profile';

/**
 * POST /user/signup: the Auth account and its profile (a customer; roles come from claims), and
 * the verification mail. For an address that already has an account the answer is the same, and
 * its owner gets a notice instead: the row tells nobody which addresses exist.
 */
export const signUpOperation = defineOperation('signUp', async ({ name, email, password }) => {
  const mail = collections(db()).mail;
  let uid: string;
  try {
    ({ uid } = await adminAuth().createUser({ email, password, displayName: name }));
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/email-already-exists') throw error;
    await mail.add(accountExistsMail(email, siteOrigins()[0] as string));
    return { message: SIGNED_UP_MESSAGE };
  }
  await saveProfile({ uid, email, name, admin: false, emailVerified: false }, name);
  // Ordering and reviewing wait for the address to be confirmed (shared/operation.ts).
  const link = await adminAuth().generateEmailVerificationLink(email);
  await mail.add(verificationMail(email, link));
  return { message: SIGNED_UP_MESSAGE };
});
