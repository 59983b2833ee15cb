import { startTransition, useEffect, useState } from 'react';
import { HYDRATED_ATTRIBUTE } from '../lib/page-hooks';

/** Whether the app has taken over the page (set once hydration is over: app-layout.tsx). */
const appRuns = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

/**
 * False in the server's HTML and while the app hydrates it, true once the app runs in the browser
 * (at once on a client-side navigation). For what the page cannot show before the app runs.
 *
 * Not a `useSyncExternalStore` whose server snapshot differs: React re-renders every such
 * component right after hydration in one synchronous task (a page's dozens of book cards: a task
 * of 100-200 ms on a slow phone). Here the turn to true is a transition, rendered in slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appRuns);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
