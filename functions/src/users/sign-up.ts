import { HttpsError } from 'firebase-functions/v2/https';
import { EMAIL_IN_USE_MESSAGE, SIGNED_UP_MESSAGE } from '@boi/domain/accounts/auth';
import { adminAuth, db } from '../shared/firestore';
import { collections } from '../store/documents';
import { verificationMail } from './verification-mail';
import { defineOperation } from '../shared/operation';
import { saveProfile } from './create-profile';

/** POST /user/signup: the Auth account and its profile (a customer; roles come from claims). */
export const signUpOperation = defineOperation('signUp', async ({ name, email, password }) => {
  let uid: string;
  try {
    ({ uid } = await adminAuth().createUser({ email, password, displayName: name }));
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') {
      throw new HttpsError('already-exists', EMAIL_IN_USE_MESSAGE);
    }
    throw error;
  }
  await saveProfile({ uid, email, name, admin: false, emailVerified: false }, name);
  // Ordering and reviewing wait for the address to be confirmed (shared/operation.ts).
  const link = await adminAuth().generateEmailVerificationLink(email);
  await collections(db()).mail.add(verificationMail(email, name, link));
  return { message: SIGNED_UP_MESSAGE, uid };
});
