import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { BASE_URL, testDb } from './fixtures';

/** Users in the Auth emulator, ID tokens from it, and calls made exactly as the browser makes them. */
export type TestUser = { uid: string; email: string; name: string; idToken: string };

const PASSWORD = 'secret-123';

function authHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through with-emulators');
  return host;
}

export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * A fresh account (unique email), its address confirmed unless `emailVerified: false`; `admin`
 * sets the admin custom claim before signing in.
 */
export async function createTestUser(
  options: { admin?: boolean; emailVerified?: boolean } = {},
): Promise<TestUser> {
  testDb(); // initialises the default Admin app
  const email = `t-${randomUUID()}@boi.test`;
  const name = options.admin ? 'Test Admin' : 'Test Reader';
  const { uid } = await getAuth().createUser({
    email,
    password: PASSWORD,
    displayName: name,
    emailVerified: options.emailVerified ?? true,
  });
  if (options.admin) await getAuth().setCustomUserClaims(uid, { admin: true });
  return { uid, email, name, idToken: await signIn(email, PASSWORD) };
}

/** `body` is `{ result }` or `{ error: { status, message, details? } }`. */
export type CallableResponse = { status: number; body: any };

/** POST /api/callable/<name> through Hosting, as firebase/functions' httpsCallableFromURL does. */
export async function callFunction(
  name: string,
  data: unknown,
  idToken?: string,
): Promise<CallableResponse> {
  const response = await fetch(`${BASE_URL}/api/callable/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: await response.json() };
}

/** GET an /api/v1 path with an optional bearer token. */
export async function getAuthed(path: string, idToken?: string) {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as any,
  };
}

const identityToolkit = (method: string) =>
  `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function postJson(url: string, body: unknown): Promise<any> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** A random Bangladeshi mobile number in E.164 (+88017XXXXXXXX), for a fresh phone account. */
export const newMobileNumber = (): string =>
  `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * Phone sign-in as the browser makes it: the Auth emulator "sends" a code, which it lists at its
 * verificationCodes endpoint; the code signs in (making the account for a new number). The token
 * carries `phone_number`, verified.
 */
export async function signInByPhone(
  phoneNumber: string,
): Promise<{ uid: string; idToken: string; isNewUser: boolean }> {
  const body = await confirmPhoneCode(phoneNumber, {});
  return { uid: body.localId, idToken: body.idToken, isNewUser: Boolean(body.isNewUser) };
}

/** Sends a code to `phoneNumber`, reads it as its owner would, and confirms it with `extra`. */
async function confirmPhoneCode(phoneNumber: string, extra: { idToken?: string }): Promise<any> {
  const { sessionInfo } = await postJson(identityToolkit('sendVerificationCode'), { phoneNumber });
  if (!sessionInfo) throw new Error(`no verification code sent to ${phoneNumber}`);
  const listed = (await (
    await fetch(`http://${authHost()}/emulator/v1/projects/demo-boi/verificationCodes`)
  ).json()) as { verificationCodes: { sessionInfo: string; code: string }[] };
  const code = listed.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  const body = await postJson(identityToolkit('signInWithPhoneNumber'), {
    sessionInfo,
    code,
    ...extra,
  });
  if (!body.idToken) throw new Error(`phone code refused: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Links `phoneNumber` to the account signed in as `idToken`, as the SDK's linkWithPhoneNumber
 * does (anyone signed in can, with a code sent to a phone they hold). Answers the new ID token.
 */
export async function linkPhone(idToken: string, phoneNumber: string): Promise<string> {
  return ((await confirmPhoneCode(phoneNumber, { idToken })) as { idToken: string }).idToken;
}

/** The newest mail written to `to` whose text matches `pattern`, and its `pattern` match. */
export async function mailTo(to: string, pattern: RegExp): Promise<RegExpExecArray | null> {
  const snapshot = await testDb().collection('mail').where('to', '==', to).get();
  const docs = [...snapshot.docs].sort((a, b) => b.createTime.toMillis() - a.createTime.toMillis());
  for (const doc of docs) {
    const found = pattern.exec(String(doc.get('message.text') ?? ''));
    if (found) return found;
  }
  return null;
}

/** Every mail written to `to`. */
export async function mailCount(to: string): Promise<number> {
  return (await testDb().collection('mail').where('to', '==', to).get()).size;
}

/** A reset or invitation link in a mail: its Firebase code and, for an invitation, its token. */
export const RESET_LINK = /\/reset-password\/resetPassword\/([^?\s]+)(?:\?invite=([\w-]+))?/;

/**
 * The invitee opens the invitation mailed to `email` and sets `password` through it, as the
 * reset page does (the resetPassword operation with the link's code and invite token).
 */
export async function acceptInvitation(email: string, password: string): Promise<CallableResponse> {
  const link = await mailTo(email, RESET_LINK);
  if (!link?.[2]) throw new Error(`no invitation mailed to ${email}`);
  const code = decodeURIComponent(link[1] ?? '');
  return callFunction('resetPassword', { code, password, invite: link[2] });
}

/** Exchanges a refresh token for an ID token, as the SDK does every hour: null when refused. */
export async function refreshIdToken(refreshToken: string): Promise<string | null> {
  const response = await fetch(
    `http://${authHost()}/securetoken.googleapis.com/v1/token?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    },
  );
  const body = (await response.json()) as { id_token?: string };
  return body.id_token ?? null;
}

/** Signs up through Firebase Auth's own REST row, as anyone can: the account, unverified. */
export async function signUpDirectly(email: string, password: string) {
  return (await postJson(identityToolkit('signUp'), {
    email,
    password,
    returnSecureToken: true,
  })) as { localId: string; idToken: string; refreshToken: string };
}

/** Signs up through the shop's own row (POST /api/v1/user/signup), which mails the verification link. */
export async function shopSignUp(email: string, password: string): Promise<number> {
  const response = await fetch(`${BASE_URL}/api/v1/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Staff', email, password }),
  });
  return response.status;
}

/** The mailbox's owner opens the verification link the shop mailed to `email` (the Auth page applies it). */
export async function openVerificationLink(email: string): Promise<void> {
  const link = await mailTo(email, /(https?:\/\/\S*mode=verifyEmail\S*)/);
  if (!link?.[1]) throw new Error(`no verification link mailed to ${email}`);
  const opened = await fetch(link[1]);
  if (!opened.ok) throw new Error(`verification link answered ${opened.status}`);
}
