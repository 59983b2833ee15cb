import { FirebaseError } from 'firebase/app';

/** The callable error code without its 'functions/' prefix, e.g. 'failed-precondition'. */
export function callableErrorCode(error: unknown): string | null {
  if (!(error instanceof FirebaseError)) return null;
  return error.code.replace(/^functions\//, '');
}

// The server answered and did nothing: retrying the same request cannot create a second order.
const DEFINITIVE = new Set([
  'invalid-argument',
  'failed-precondition',
  'not-found',
  'unauthenticated',
  'permission-denied',
  'already-exists',
  'out-of-range',
  'resource-exhausted',
]);

/** Whether the call surely had no effect (so a retry may use a new idempotency key). */
export function isDefinitiveError(error: unknown): boolean {
  return DEFINITIVE.has(callableErrorCode(error) ?? '');
}

/** A message for people: the server's own words for expected errors, a fallback otherwise. */
export function callableErrorMessage(error: unknown, fallback: string): string {
  const code = callableErrorCode(error);
  if (code === 'unavailable' || code === 'deadline-exceeded' || error instanceof TypeError) {
    return 'Could not reach the server. Please check your connection and try again.';
  }
  if (code && DEFINITIVE.has(code) && error instanceof Error && error.message) {
    return error.message;
  }
  return fallback;
}
