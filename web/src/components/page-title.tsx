import { useEffect } from 'react';

export const SITE_NAME = 'বই — Boi';

/** Sets `document.title` to "{title} | বই — Boi" (or the site name alone) while mounted. */
export function usePageTitle(title?: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

/** Render-nothing form of usePageTitle for route components. */
export function PageTitle({ title }: { title?: string | null }) {
  usePageTitle(title);
  return null;
}
