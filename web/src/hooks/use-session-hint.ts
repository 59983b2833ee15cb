import { useSyncExternalStore } from 'react';
import { readSessionHint, SESSION_HINT_EVENT } from '../lib/session-hint';
import { windowStoreSubscribe } from '../lib/window-store';

const subscribe = windowStoreSubscribe(SESSION_HINT_EVENT);

/** Whether this browser was signed in when last seen; false on the server and while hydrating. */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, readSessionHint, () => false);
}
