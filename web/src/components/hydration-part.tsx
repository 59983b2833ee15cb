import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { HYDRATED_ATTRIBUTE } from '../lib/page-hooks';

/** Marks each part in the page's HTML, so the browser knows how many it has to hydrate. */
const PART_ATTRIBUTE = 'data-hydration-part';

let expected: number | undefined;
const hydrated = new Set<string>();

/**
 * Sets HYDRATED_ATTRIBUTE on <html> once every part of the server's page has hydrated: the
 * inline script (app/server/early-clicks.ts) answers taps until then, so a tap never makes
 * React hydrate a part at once. `part` is the id of a part that has just hydrated, none for the
 * layout (a page without parts, or rendered by the browser, is React's once its layout is).
 */
export function noteHydrated(part?: string): void {
  expected ??= document.querySelectorAll(`template[${PART_ATTRIBUTE}]`).length;
  if (part) hydrated.add(part);
  if (hydrated.size >= expected) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}

function PartHydrated() {
  const id = useId();
  useEffect(() => noteHydrated(id), [id]);
  return <template {...{ [PART_ATTRIBUTE]: '' }} />;
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
