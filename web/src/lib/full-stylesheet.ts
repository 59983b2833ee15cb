/**
 * A server page carries only the rules its own HTML uses (app/server/page-styles.ts), in a
 * `<style data-pruned data-href>`. Before the app renders anything the server did not (a menu, a
 * dialog, another page), the whole sheet named by `data-href` is added as a stylesheet: its rules
 * are a superset in the same order, so nothing already on the page changes.
 */

/** How long the app waits for the sheet before it starts without it (a lost request). */
export const FULL_STYLESHEET_WAIT_MS = 8000;

let added: Promise<void> | null = null;

/** Adds the whole stylesheet once; resolves when it has loaded, failed, or after the wait. */
export function addFullStylesheet(doc: Document = document): Promise<void> {
  if (added) return added;
  const pruned = doc.querySelector<HTMLStyleElement>('style[data-pruned][data-href]');
  const href = pruned?.dataset.href;
  if (!href) return (added = Promise.resolve());
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  // As the shell's own <link> (web/build.ts), so both share one cached response.
  link.crossOrigin = 'anonymous';
  link.href = href;
  added = new Promise<void>((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    setTimeout(done, FULL_STYLESHEET_WAIT_MS);
  });
  doc.head.append(link);
  return added;
}
