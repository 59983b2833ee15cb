import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'বই — Boi';

/** Set only by the server renderer: the page's title, which it writes into the HTML's <head>. */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets `document.title` to "{title} | বই — Boi" (or the site name alone) while mounted. */
export function usePageTitle(title?: string | null) {
  const reportToServer = useContext(ServerTitleContext);
  if (reportToServer && title) reportToServer(title);
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

/** Render-nothing form of usePageTitle for route components. */
export function PageTitle({ title }: { title?: string | null }) {
  usePageTitle(title);
  return null;
}
