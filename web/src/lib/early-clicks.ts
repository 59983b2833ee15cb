declare global {
  interface Window {
    /** Books whose Add to Cart was clicked before the app ran (web/src/app/server/early-clicks.ts). */
    __boiEarlyClicks?: string[];
  }
}

/** Marks that React now owns the page's events: the inline script stops keeping clicks. */
export function markHydrating(): void {
  document.documentElement.dataset.hydrating = '';
}

/** Clicks the Add to Cart buttons a shopper pressed before the page was hydrated, once each. */
export function replayEarlyClicks(): void {
  const ids = window.__boiEarlyClicks?.splice(0) ?? [];
  for (const id of ids) {
    const button = document.querySelector<HTMLElement>(`[data-add-to-cart="${CSS.escape(id)}"]`);
    button?.removeAttribute('aria-busy');
    button?.click();
  }
}
