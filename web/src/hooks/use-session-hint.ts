import { useSyncExternalStore } from 'react';
import { readSessionHint, SESSION_HINT_EVENT } from '../lib/session-hint';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_HINT_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_HINT_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether this browser was signed in when last seen; false on the server and while hydrating. */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, readSessionHint, () => false);
}
