import { FieldValue } from 'firebase-admin/firestore';
import type { UserMe } from '@boi/domain/accounts/profile';
import { collections } from '../store/documents';
import type { Caller } from '../shared/auth';
import { db } from '../shared/firestore';
import { defineOperation, signedInCaller } from '../shared/operation';

/**
 * Creates or updates users/{uid} after sign-up (and on a name change). Idempotent; it writes the
 * name and the token's e-mail only. The role mirror is written by grants alone: a token that still
 * says admin an hour after a revoke cannot write it back. The answer's role is the token's claim.
 */
export async function saveProfile(caller: Caller, name: string): Promise<UserMe> {
  const ref = collections(db()).users.doc(caller.uid);
  const fields = { name, email: caller.email ?? '' };
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) tx.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
    else tx.create(ref, { ...fields, createdAt: FieldValue.serverTimestamp() });
  });
  return { ...fields, role: caller.admin ? 'Admin' : 'Customer' };
}

export const createProfileOperation = defineOperation('createProfile', ({ name }, caller) =>
  saveProfile(signedInCaller(caller), name),
);
