import { FieldValue } from 'firebase-admin/firestore';
import type { UserMe } from '@boi/domain/accounts/profile';
import { collections } from '../store/documents';
import type { Caller } from '../shared/auth';
import { db } from '../shared/firestore';
import { defineOperation, signedInCaller } from '../shared/operation';

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

export const createProfileOperation = defineOperation('createProfile', ({ name }, caller) =>
  saveProfile(signedInCaller(caller), name),
);
