import type { Book } from '@boi/domain/catalog/schemas';
import { addToCartSelector } from './page-hooks';

declare global {
  interface Window {
    /**
     * The page's own cart write (web/src/app/server/early-clicks.ts): the book in the stored cart
     * by the cart's rule, announced with CART_CHANGED_EVENT, with no store or schema to load.
     */
    __boiAddStored?: (book: Book) => void;
    /** Books whose Add to Cart was clicked before the app ran (web/src/app/server/early-clicks.ts). */
    __boiEarlyClicks?: string[];
    /** Books the inline script is putting in the cart itself (its read is on its way). */
    __boiEarlyAdding?: Record<string, true>;
  }
}

/** Marks that React now owns the page's events: the inline script stops keeping clicks. */
export function markHydrating(): void {
  document.documentElement.dataset.hydrating = '';
}

/**
 * Whether Add to Cart of this book was pressed before the page was hydrated; true once only.
 * Each button asks when it has hydrated itself, so its handler is surely there: hydration runs
 * in slices, and a button may hydrate after the layout around it.
 */
export function takeEarlyClick(bookId: string): boolean {
  // The script adds it or, failing, clicks the button again once the app runs.
  if (window.__boiEarlyAdding?.[bookId]) return false;
  const clicks = window.__boiEarlyClicks;
  const at = clicks?.indexOf(bookId) ?? -1;
  if (!clicks || at < 0) return false;
  clicks.splice(at, 1);
  document.querySelector(addToCartSelector(bookId))?.removeAttribute('aria-busy');
  return true;
}
