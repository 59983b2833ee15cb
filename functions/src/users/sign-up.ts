import { HttpsError } from 'firebase-functions/v2/https';
import { EMAIL_IN_USE_MESSAGE, SIGNED_UP_MESSAGE } from '@boi/domain/accounts';
import { adminAuth } from '../shared/firestore';
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
  await saveProfile({ uid, email, name, admin: false }, name);
  return { message: SIGNED_UP_MESSAGE, uid };
});
