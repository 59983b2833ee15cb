/**
 * The sign-in methods an admin session may come from: a password or an e-mail link, both of which
 * prove the address. A session from a phone code alone is a customer's, whatever its claims.
 */
export const ADMIN_SIGN_IN_PROVIDERS: readonly string[] = ['password', 'emailLink'];

/** Whether ID token claims make an admin session: the `admin` claim, from an admin sign-in method. */
export function isAdminSession(claims: {
  admin?: unknown;
  firebase?: { sign_in_provider?: unknown };
}): boolean {
  const provider = claims.firebase?.sign_in_provider;
  return (
    claims.admin === true &&
    typeof provider === 'string' &&
    ADMIN_SIGN_IN_PROVIDERS.includes(provider)
  );
}
