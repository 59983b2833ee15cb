import { FieldValue } from 'firebase-admin/firestore';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { profileInputSchema, type UserMe } from '@boi/domain/orders';
import { collections } from '../store/documents';
import { requireCallableUser, type Caller } from '../shared/auth';
import { CALLABLE_OPTIONS, parseCallableInput } from '../shared/callable';
import { db } from '../shared/firestore';

/**
 * Creates or updates users/{uid} after sign-up (and on a name change). Idempotent; the email comes
 * from the token and the role from the `admin` claim, never from the client.
 */
export async function saveProfile(caller: Caller, name: string): Promise<UserMe> {
  const ref = collections(db()).users.doc(caller.uid);
  const profile: UserMe = {
    name,
    email: caller.email ?? '',
    role: caller.admin ? 'Admin' : 'Customer',
  };
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) tx.update(ref, { ...profile, updatedAt: FieldValue.serverTimestamp() });
    else tx.create(ref, { ...profile, createdAt: FieldValue.serverTimestamp() });
  });
  return profile;
}

export async function createProfileHandler(request: CallableRequest<unknown>): Promise<UserMe> {
  const caller = requireCallableUser(request);
  const { name } = parseCallableInput(profileInputSchema, request.data);
  return saveProfile(caller, name);
}

export const createProfile = onCall(CALLABLE_OPTIONS, createProfileHandler);
