/**
 * A value this browser keeps in storage, watched through window events: the event this tab fires
 * after it writes (`changedEvent`) and `storage`, which other tabs' writes fire. The returned
 * function is a `subscribe` for useSyncExternalStore (or an effect): it calls `onChange` on
 * either event and returns the unsubscribe.
 */
export function windowStoreSubscribe(changedEvent: string) {
  return (onChange: () => void): (() => void) => {
    window.addEventListener(changedEvent, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(changedEvent, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
}
