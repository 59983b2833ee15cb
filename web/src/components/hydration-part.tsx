import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { HYDRATED_ATTRIBUTE } from '../lib/page-hooks';

/** Marks each part in the page's HTML, so the browser knows which it still has to hydrate. */
const PART_ATTRIBUTE = 'data-hydration-part';
/** On a part's marker once React has it. */
const PART_DONE_ATTRIBUTE = 'data-hydration-done';

/**
 * Sets HYDRATED_ATTRIBUTE on <html> once no part of the server's page is left to hydrate: the
 * inline script (app/server/early-clicks.ts) answers taps until then, so a tap never makes
 * React hydrate a part at once. Parts a client-side navigation removed before they hydrated
 * are gone from the document, so they do not hold the mark back (the layout calls this on each
 * navigation).
 */
export function noteHydrated(): void {
  if (document.querySelector(`template[${PART_ATTRIBUTE}]:not([${PART_DONE_ATTRIBUTE}])`)) return;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}

function PartHydrated() {
  const marker = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    marker.current?.setAttribute(PART_DONE_ATTRIBUTE, '');
    noteHydrated();
  }, []);
  return <template ref={marker} {...{ [PART_ATTRIBUTE]: '' }} />;
}

/**
 * A part of a server-rendered page that React hydrates in its own task. Hydration is
 * time-sliced, but its last step, the commit, is one task for everything it hydrated (72 to 380
 * ms on a phone at 4× CPU for a whole book page). A Suspense boundary in the server's HTML is
 * hydrated after the part around it has committed, so nested parts split that step; sibling
 * parts hydrate in one commit. Nothing here suspends: the fallback is never shown, and the
 * server renders each part inline (prerender-html.ts).
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated />
    </Suspense>
  );
}
