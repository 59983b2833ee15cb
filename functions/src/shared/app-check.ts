import { defineBoolean } from 'firebase-functions/params';
import { adminAppCheck } from './firestore';
import { HttpError } from './http-error';

/**
 * APP_CHECK_ENFORCED=true (functions/.env in production) refuses calls without a valid App Check
 * token, once the web app has a site key (README, "App Check"): on the callables (the platform
 * checks) and on their /api/v1 write rows (`requireAppCheck`).
 */
export const enforceAppCheck = defineBoolean('APP_CHECK_ENFORCED', { default: false });

export const APP_CHECK_HEADER = 'x-firebase-appcheck';
export const APP_CHECK_REQUIRED_MESSAGE =
  'This request needs a valid App Check token in the X-Firebase-AppCheck header';

type HeaderSource = { get(name: string): string | undefined };

/**
 * The /api/v1 twin of the callable's App Check: with enforcement on, a write row answers 401
 * unless X-Firebase-AppCheck carries a token the Admin SDK verifies (the header and check the
 * callable protocol uses). Off, nothing is read.
 */
export async function requireAppCheck(
  req: HeaderSource,
  enforced: boolean = enforceAppCheck.value(),
): Promise<void> {
  if (!enforced) return;
  const token = req.get(APP_CHECK_HEADER)?.trim();
  if (!token) throw new HttpError(401, 'unauthenticated', APP_CHECK_REQUIRED_MESSAGE);
  try {
    await adminAppCheck().verifyToken(token);
  } catch {
    throw new HttpError(401, 'unauthenticated', APP_CHECK_REQUIRED_MESSAGE);
  }
}
