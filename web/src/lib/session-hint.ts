/**
 * A note in localStorage that this browser has a signed-in Firebase session. Pages read it to
 * decide whether to load Firebase at all: a guest's storefront pages never download it.
 */
export const SESSION_HINT_KEY = 'boi:signed-in';
export const SESSION_HINT_EVENT = 'boi:session-hint';

export function readSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSessionHint(signedIn: boolean): void {
  try {
    if (signedIn === readSessionHint()) return;
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
    window.dispatchEvent(new Event(SESSION_HINT_EVENT));
  } catch {
    // Storage refused (private mode): pages then load Firebase only where they need it.
  }
}
