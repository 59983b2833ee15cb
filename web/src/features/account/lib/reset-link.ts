import type { ActionCodeSettings } from 'firebase/auth';
import { RESET_MODE, resetPasswordPath, ROUTES } from '@boi/domain/paths/routes';

export { RESET_MODE, resetPasswordPath };

/**
 * Firebase's e-mail action link, when its action URL is set to /reset-password, arrives as
 * `?mode=resetPassword&oobCode=…&apiKey=…`; this is the two-segment route for it, or null.
 */
export function resetPathFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const mode = params.get('mode') ?? RESET_MODE;
  const oobCode = params.get('oobCode');
  return mode === RESET_MODE && oobCode ? resetPasswordPath(oobCode) : null;
}

/** After the reset the e-mail's "continue" link leads back to our sign-in page. */
export function resetEmailSettings(origin: string): ActionCodeSettings {
  return { url: `${origin}${ROUTES.login}` };
}
