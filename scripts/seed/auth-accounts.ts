import type { App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { type UserDoc, collections } from '@boi/functions/store/documents';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';

const ACCOUNTS_CREATED = Timestamp.fromMillis(Date.parse('2022-06-01T03:00:00.000Z'));

async function findByEmail(app: App, email: string): Promise<UserRecord | null> {
  try {
    return await getAuth(app).getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Creates or updates one account (password, name, claims) and its users/{uid} profile. */
async function upsert(app: App, db: Firestore, account: DemoAccount): Promise<string> {
  const auth = getAuth(app);
  const profile = {
    email: account.email,
    password: account.password,
    displayName: account.name,
    emailVerified: true,
    disabled: false,
  };
  const existing = await findByEmail(app, account.email);
  const uid = existing
    ? (await auth.updateUser(existing.uid, profile)).uid
    : (await auth.createUser({ uid: account.uid, ...profile })).uid;
  await auth.setCustomUserClaims(uid, account.role === 'Admin' ? { admin: true } : null);
  const doc: UserDoc = {
    name: account.name,
    email: account.email,
    role: account.role,
    createdAt: ACCOUNTS_CREATED,
  };
  await collections(db).users.doc(uid).set(doc);
  return uid;
}

/** Null when no Auth emulator is configured (never touches a real project's users). */
export async function upsertDemoAccounts(
  app: App,
  db: Firestore,
): Promise<{ email: string; uid: string }[] | null> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) return null;
  const out = [];
  for (const account of DEMO_ACCOUNTS) {
    out.push({ email: account.email, uid: await upsert(app, db, account) });
  }
  return out;
}
