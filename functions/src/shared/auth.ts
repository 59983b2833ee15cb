import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders/order';
import { isAdminSession } from '@boi/domain/accounts/admin-session';
import { adminAuth } from './firestore';
import { HttpError } from './http-error';

export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this';

/** Who is calling, from a verified Firebase ID token. `admin` is the custom claim, never client data. */
export type Caller = {
  uid: string;
  email: string | null;
  name: string | null;
  admin: boolean;
  /** The token's `email_verified`: the address was confirmed through Firebase Auth's link. */
  emailVerified: boolean;
  /** The token's `phone_number`: Firebase Auth verified it with a one-time code (E.164). */
  phoneNumber?: string | null;
  /** When the session signed in (seconds, kept across refreshes): one from before a revoke is over for admins. */
  signedInAt?: number;
};

type TokenClaims = Pick<DecodedIdToken, 'uid'> & {
  auth_time?: number;
  firebase?: { sign_in_provider?: unknown };
  email?: string;
  name?: string;
  admin?: unknown;
  email_verified?: unknown;
  phone_number?: unknown;
};

/**
 * An ID token stays valid for up to an hour after its admin claim is revoked, its account is
 * disabled or its sessions are revoked. So a caller whose token says admin is checked against the
 * account itself (one Auth read per admin request; admins are few): a revoked admin is a customer
 * at once; a disabled account, or a token issued before the sessions were revoked, is signed out.
 */
export async function confirmedCaller(caller: Caller): Promise<Caller> {
  if (!caller.admin) return caller;
  const user = await adminAuth().getUser(caller.uid);
  const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  if (user.disabled || (caller.signedInAt ?? 0) * 1000 < validAfter) {
    throw new HttpsError('unauthenticated', `Your session has expired. ${LOGIN_REQUIRED_MESSAGE}`);
  }
  return user.customClaims?.admin === true ? caller : { ...caller, admin: false };
}

export function callerOf(token: TokenClaims): Caller {
  return {
    uid: token.uid,
    email: token.email ?? null,
    name: typeof token.name === 'string' ? token.name : null,
    // The claim counts only in a session that proved the address (a password or an e-mail
    // link): a phone code alone, a custom token or anything else is a customer's session.
    admin: isAdminSession(token),
    emailVerified: token.email_verified === true && Boolean(token.email),
    phoneNumber: typeof token.phone_number === 'string' ? token.phone_number : null,
    signedInAt: token.auth_time,
  };
}

export const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Signed-in GETs (/api/v1/user/me, /order/…): `Authorization: Bearer <ID token>`, verified with
 * the Admin SDK (which accepts the Auth emulator's tokens when FIREBASE_AUTH_EMULATOR_HOST is set,
 * as the Functions emulator does). Anything else is a 401.
 */
export async function requireBearerUser(req: Request): Promise<Caller> {
  const caller = await optionalBearerUser(req);
  if (!caller) throw new HttpError(401, 'unauthenticated', LOGIN_REQUIRED_MESSAGE);
  return caller;
}

/** An Express request, or a callable's raw request (typed by another copy of Express). */
type HeaderSource = { get(name: string): string | undefined };

/** No Authorization header: null (a visitor). A header that is not a valid ID token: 401. */
export async function optionalBearerUser(req: HeaderSource): Promise<Caller | null> {
  const header = req.get('authorization');
  if (!header) return null;
  const token = BEARER.exec(header)?.[1];
  if (!token) throw new HttpError(401, 'unauthenticated', LOGIN_REQUIRED_MESSAGE);
  let caller: Caller;
  try {
    caller = callerOf(await adminAuth().verifyIdToken(token));
  } catch {
    throw new HttpError(
      401,
      'unauthenticated',
      `Your session has expired. ${LOGIN_REQUIRED_MESSAGE}`,
    );
  }
  return confirmedCaller(caller);
}

/** Admin-only GETs and uploads: 401 without a valid token, 403 without the `admin` claim. */
export async function requireAdmin(req: Request): Promise<Caller> {
  const caller = await requireBearerUser(req);
  if (!caller.admin) throw new HttpError(403, 'permission-denied', ADMIN_ONLY_MESSAGE);
  return caller;
}
