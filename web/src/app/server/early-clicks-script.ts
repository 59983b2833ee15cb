import { addToCart, type CartItem } from '@boi/domain/orders/cart';
import { cartBookOf } from '@boi/domain/catalog/public-book';
import type { Book, ShelfBook } from '@boi/domain/catalog/schemas';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from '../../lib/cart/cart-count';
import {
  ADD_TO_CART_ATTRIBUTE,
  EARLY_ADDED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  HYDRATING_ATTRIBUTE,
  WISHLIST_HEART_ATTRIBUTE,
} from '../../lib/page-hooks';
import { readWishlist, VISITOR, withBook, writeWishlist } from '../../lib/wishlist/wishlist-store';

/**
 * The page script's source: it runs in the page before the app, so early-clicks.ts bundles it
 * (with the cart and wishlist rules it imports, and nothing else) into the page's inline script.
 * What it must know of the app and cannot import without loading the app's modules (the read's
 * path, the query state's place) the build works out and passes in.
 */
export type EarlyClicksSetup = {
  /** GET /product/{id} with `{id}` standing for the id: the read the app's Add to Cart makes. */
  productPath: string;
  /** Where View Cart goes. */
  cartPath: string;
  /** The id of the page's query state (the data block the server page carries for the app). */
  queryStateId: string;
  /** The first part of a book read's query key (`bookKeys.detail(id)` is [bookKey, id]). */
  bookKey: string;
};

/**
 * The events for which React, while hydrating, hydrates the part under the target at once
 * (react-dom's discrete events that require hydration): a tap on the page gives these.
 */
const REACT_HYDRATING_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'touchcancel',
  'focusin',
  'focusout',
  'keydown',
  'keyup',
  'keypress',
  'dblclick',
  'auxclick',
  'contextmenu',
];

/** What only the app answers: a button of its own (a tab, the menu's burger, an arrow). */
const APP_BUTTON = 'button,[role="tab"],[role="button"]';

/** What answers itself, or this script answers: links, fields, a form's buttons, ours. */
const NOT_REPLAYED = `a[href],input,select,textarea,label,form,[${ADD_TO_CART_ATTRIBUTE}],[${WISHLIST_HEART_ATTRIBUTE}]`;

/**
 * Opens a tab as Mantine's Tabs shows an open one: the tab selected (aria-selected, data-active,
 * the one tab in the tab order), its panel (the tabpanel it labels) shown and its list's others
 * hidden (display: none). False when the tab has no panel in the page: only the app opens it.
 */
function openTab(tab: HTMLElement): boolean {
  const panels = Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
  const panelOf = (each: Element) =>
    panels.find((panel) => each.id && panel.getAttribute('aria-labelledby') === each.id);
  const tabs = tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]');
  if (!tabs || !panelOf(tab)) return false;
  for (const each of Array.from(tabs)) {
    const open = each === tab;
    each.setAttribute('aria-selected', String(open));
    each.tabIndex = open ? 0 : -1;
    if (open) each.setAttribute('data-active', 'true');
    else each.removeAttribute('data-active');
    const panel = panelOf(each);
    if (panel) panel.style.display = open ? '' : 'none';
  }
  return true;
}

/**
 * A tap on a button only the app answers, before the app has started (the app may load only at
 * a tap: deferred-entry.ts): React replays no event from before its root, so the button is
 * clicked again once the page has hydrated, instead of being lost. The last such tap only; none
 * once React has started (it replays those itself), and a later tap of any kind drops it.
 * A tab is opened at once (openTab), until the page has hydrated, also while React hydrates (a
 * tap React sees then, it opens the same way), and the last one opened in each list is clicked
 * once it has: React hydrates what its state shows (the first tab) over the page as the script
 * left it, and learns of the open one only from that click.
 */
function replayLostTap(hydrated: () => boolean): void {
  const root = document.documentElement;
  let kept: HTMLElement | null = null;
  const opened = new Map<Element, HTMLElement>();
  const keep = (event: Event) => {
    if (hydrated()) return;
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>(APP_BUTTON) : null;
    const list = button?.closest('[role="tablist"]');
    if (button?.getAttribute('role') === 'tab' && list && openTab(button)) {
      opened.set(list, button);
      kept = null;
      return;
    }
    kept =
      root.hasAttribute(HYDRATING_ATTRIBUTE) || !button || button.closest(NOT_REPLAYED)
        ? null
        : button;
  };
  document.addEventListener('click', keep, true);
  new MutationObserver((_, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    document.removeEventListener('click', keep, true);
    for (const button of [...opened.values(), kept]) if (button?.isConnected) button.click();
    kept = null;
  }).observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

/** The stored cart's lines as they are: the app's store checks them with the schema later. */
function storedLines(): CartItem[] {
  try {
    const items: unknown = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(items)) return [];
    return items.filter(
      (item: unknown): item is CartItem => Boolean(item) && typeof item === 'object',
    );
  } catch {
    return [];
  }
}

/** The book in the stored cart by the cart's own rule (domain addToCart), without the app. */
function addStored(book: Book): void {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(addToCart(storedLines(), book)));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/**
 * A visitor's heart, before the app: the stored wishlist with the book hearted or not (the
 * wishlist's own withBook), and the button pressed or not. A signed-in shopper's list is the
 * server's: the app loads at once for them (deferred-entry.ts), so such a tap is left to it.
 */
function toggleHeart(button: Element, id: string): boolean {
  const list = readWishlist();
  if (list.owner !== VISITOR) return false;
  const hearted = button.getAttribute('aria-pressed') !== 'true';
  writeWishlist(withBook(list, id, hearted));
  button.setAttribute('aria-pressed', String(hearted));
  return true;
}

type PageQuery = { queryKey?: unknown[]; state?: { data?: ShelfBook } };

/**
 * The book as the page shows it (its `bookKeys.detail(id)` read in the page's query state), as
 * the cart takes it from a page (domain cartBookOf: the least stock its band promises). Null when
 * the page has no such read or the book has no copies: the script then reads the book.
 */
function pageBook(setup: EarlyClicksSetup, id: string): Book | null {
  try {
    const block = document.getElementById(setup.queryStateId)?.textContent ?? '';
    const { queries } = JSON.parse(block) as { queries: PageQuery[] };
    for (const { queryKey: key, state } of queries) {
      const shelf = state?.data;
      if (key?.length !== 2 || key[0] !== setup.bookKey || key[1] !== id || shelf?._id !== id)
        continue;
      const book = cartBookOf(shelf);
      return book.quantity > 0 ? book : null;
    }
  } catch {
    // No query state on this page: the book is read instead.
  }
  return null;
}

/**
 * Server-rendered pages show their Add to Cart buttons before the app's JavaScript has arrived.
 * This script, inline in the page's <head>, answers such a tap at once and without the app:
 * - the button shows it is taken (`aria-busy`, styled in global.css) in the same frame;
 * - the script puts the book in the stored cart at once, from the book the page carries
 *   (pageBook: no read on a slow link), where the app finds it when it runs (the button then
 *   shows View Cart), and marks the button (`data-early-added`); on a page that does not carry
 *   the book it reads it first (the app's own read, with its exact stock);
 * - if that read fails (offline, a book no longer sold), the tap is kept in
 *   `window.__boiEarlyClicks` and web/src/lib/early-clicks.ts replays it once the page has
 *   hydrated, so that the app adds it or shows why not; a failure after hydration clicks the
 *   button again for the same reason.
 * A visitor's wishlist heart tapped before the app is toggled the same way, in the stored list.
 * Until the app has hydrated (`data-hydrated`, set once the page is React's), the script answers
 * these taps itself, also while React hydrates: their events stop at the document, so React
 * never hydrates the whole page at once for them. Then React handles new taps, and the script
 * stands aside; the app's Add to Cart still writes through `window.__boiAddStored` where the
 * page has it. A second tap while the first is on its way adds nothing; a tap on a button
 * whose book it has added opens the cart, as the app's View Cart does.
 */
export function startEarlyClicks(setup: EarlyClicksSetup): void {
  const root = document.documentElement;
  const hydrated = () => root.hasAttribute(HYDRATED_ATTRIBUTE);
  const kept: string[] = (window.__boiEarlyClicks = []);
  const adding: Record<string, true> = (window.__boiEarlyAdding = {});
  window.__boiAddStored = addStored;

  const added = (button: Element, id: string) => {
    const at = kept.indexOf(id);
    if (at >= 0) kept.splice(at, 1);
    button.removeAttribute('aria-busy');
    button.setAttribute(EARLY_ADDED_ATTRIBUTE, '');
  };

  const add = (button: HTMLElement, id: string) => {
    const own = pageBook(setup, id);
    if (own) {
      addStored(own);
      added(button, id);
      return;
    }
    adding[id] = true;
    void fetch(setup.productPath.replace('{id}', encodeURIComponent(id)))
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: Book }>) : null))
      .then((body) => {
        const book = body?.data;
        if (book?._id !== id) throw new Error('no such book');
        addStored(book);
        added(button, id);
      })
      .catch(() => {
        if (!hydrated()) return;
        button.removeAttribute('aria-busy');
        button.click();
      })
      .then(() => delete adding[id]);
  };

  /** The button this script answers a tap on: an enabled Add to Cart, or a visitor's heart. */
  const ours = (target: EventTarget | null): HTMLElement | null => {
    if (hydrated() || !(target instanceof Element)) return null;
    const cart = target.closest<HTMLButtonElement>(`[${ADD_TO_CART_ATTRIBUTE}]`);
    if (cart) return cart.disabled ? null : cart;
    const heart = target.closest<HTMLElement>(`[${WISHLIST_HEART_ATTRIBUTE}]`);
    return heart && readWishlist().owner === VISITOR ? heart : null;
  };

  // React, while it hydrates, would hydrate the whole page at once for a tap on a part it has
  // not reached (one long task): the tap's events stop here, so React hydrates on at its pace.
  for (const type of REACT_HYDRATING_EVENTS)
    document.addEventListener(type, (event) => ours(event.target) && event.stopPropagation(), true);

  const onClick = (event: Event) => {
    const button = ours(event.target);
    if (!button) return;
    event.stopPropagation();
    const heartOf = button.getAttribute(WISHLIST_HEART_ATTRIBUTE);
    if (heartOf !== null) {
      if (toggleHeart(button, heartOf)) event.preventDefault();
      return;
    }
    event.preventDefault();
    const id = button.getAttribute(ADD_TO_CART_ATTRIBUTE);
    if (!id || adding[id]) return;
    // In the cart already: the tap does what the app's View Cart does.
    if (button.hasAttribute(EARLY_ADDED_ATTRIBUTE)) {
      location.assign(setup.cartPath);
      return;
    }
    button.setAttribute('aria-busy', 'true');
    if (!kept.includes(id)) kept.push(id);
    add(button, id);
  };
  document.addEventListener('click', onClick, true);
  replayLostTap(hydrated);
}
