import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, type CartItem } from '@boi/domain/orders/cart';
import type { Book } from '@boi/domain/catalog/schemas';
import { cartBookOf, shelfBookOf } from '@boi/domain/catalog/public-book';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QUERY_STATE_GLOBAL } from '../../lib/dehydrated-state';
import { bookKeys } from '../../lib/get-book';
import { CART_STORAGE_KEY } from '../../lib/cart/cart-count';
import {
  parseStoredWishlist,
  VISITOR,
  WISHLIST_STORAGE_KEY,
  withBook,
} from '../../lib/wishlist/wishlist-store';
import { buildEarlyClicksScript, withEarlyClicks } from './early-clicks';
import { EARLY_ADDED_ATTRIBUTE, WISHLIST_HEART_ATTRIBUTE } from '../../lib/page-hooks';

const book: Book = {
  _id: 'book-00001',
  nameB: 'পথের পাঁচালী',
  nameE: 'Pather Panchali',
  price: 340,
  quantity: 7,
  discount: 10,
  status: 'in-stock',
  category: { categoryName: 'উপন্যাস', category_id: 'c1' },
  writer: { writerName: 'বিভূতিভূষণ', writerDetails: '', writer_id: 'w1' },
  publication: { publicationName: 'প্রকাশনী', publication_id: 'p1' },
  bookFair: null,
  productTags: [],
  descriptionB: '',
  descriptionE: '',
  BookSalesInfo: 'None',
  image: '/api/v1/images/products/book-00001.webp',
  thumb: '/api/v1/images/products/book-00001-thumb.webp',
  createdAt: '2024-01-01T00:00:00.000Z',
};

function answer(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

/**
 * The page's inline script as the build makes it, from its source and the same domain cart and
 * wishlist modules this test imports (addToCart, cartBookOf, withBook).
 */
const script = await buildEarlyClicksScript();

/** Runs the page's inline script in this document, once, as the browser does in <head>. */
function runScript() {
  // The script is a string by design: it is inlined into the server page.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(script)();
}

/** A new page: what the script keeps starts empty (in place: the script holds these objects). */
function resetPage() {
  window.__boiEarlyClicks?.splice(0);
  for (const id of Object.keys(window.__boiEarlyAdding ?? {})) delete window.__boiEarlyAdding?.[id];
}

const button = () => document.querySelector<HTMLButtonElement>('[data-add-to-cart]')!;
const storedCart = (): CartItem[] =>
  JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the built script', () => {
  it('is one small script, inlined last in the template’s <head>, with no schema library in it', () => {
    expect(withEarlyClicks('<head><title>t</title></head>', script)).toBe(
      `<head><title>t</title><script>${script}</script>\n  </head>`,
    );
    expect(script.length).toBeLessThan(6_000);
    expect(script).not.toMatch(/zod|safeParse|\$ZodType/);
  });
});

describe('a tap on Add to Cart before the app has loaded', () => {
  beforeAll(runScript);
  beforeEach(() => {
    resetPage();
    localStorage.clear();
    delete document.documentElement.dataset.hydrating;
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = `<button data-add-to-cart="${book._id}"><span>Add to Cart</span></button>`;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows it is taken at once and puts the book in the cart by the cart’s own rule', async () => {
    const fetch = answer(200, { data: book });
    vi.stubGlobal('fetch', fetch);
    button().querySelector('span')!.click();
    expect(button().getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(storedCart()).toEqual(addToCart([], book)));
    expect(fetch).toHaveBeenCalledWith(`/api/v1/product/${book._id}`);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(button().hasAttribute(EARLY_ADDED_ATTRIBUTE)).toBe(true);
    // Nothing is left for the app to replay: it would add a second copy.
    expect(window.__boiEarlyClicks).toEqual([]);
  });

  it('adds one more copy to a line already in the cart, as addToCart does', async () => {
    const inCart = addToCart(addToCart([], { ...book, price: 300 }), { ...book, price: 300 });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(inCart));
    vi.stubGlobal('fetch', answer(200, { data: book }));
    button().click();
    await vi.waitFor(() => expect(storedCart()).toEqual(addToCart(inCart, book)));
  });

  it('adds once for two quick taps, and a tap after it opens the cart', async () => {
    const fetch = answer(200, { data: book });
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    button().click();
    button().click();
    await vi.waitFor(() => expect(button().hasAttribute(EARLY_ADDED_ATTRIBUTE)).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storedCart()[0]?.cartQuantity).toBe(1);
    button().click();
    expect(assign).toHaveBeenCalledWith('/cart');
  });

  it('keeps the tap for the app when the book cannot be read', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'not found' }));
    button().click();
    await settle();
    await settle();
    expect(storedCart()).toEqual([]);
    expect(window.__boiEarlyClicks).toEqual([book._id]);
    expect(window.__boiEarlyAdding).toEqual({});
  });

  it('puts the book the page carries in the cart at once, with no read', () => {
    const fetch = answer(200, { data: book });
    vi.stubGlobal('fetch', fetch);
    const shelf = shelfBookOf(book);
    // The query state as the server page leaves it (entry-server.tsx): the book's page read.
    const queryClient = new QueryClient();
    queryClient.setQueryData(bookKeys.detail(book._id), shelf);
    queryClient.setQueryData(bookKeys.detail('book-00002'), { ...shelf, _id: 'book-00002' });
    const state = JSON.stringify(dehydrate(queryClient));
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${QUERY_STATE_GLOBAL}">${state}</script>`,
    );
    button().click();
    expect(storedCart()).toEqual(addToCart([], cartBookOf(shelf)));
    expect(fetch).not.toHaveBeenCalled();
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(button().hasAttribute(EARLY_ADDED_ATTRIBUTE)).toBe(true);
    expect(window.__boiEarlyClicks).toEqual([]);
  });

  it('reads a sold-out book the page carries instead of guessing its stock', async () => {
    const fetch = answer(200, { data: book });
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    queryClient.setQueryData(bookKeys.detail(book._id), shelfBookOf({ ...book, quantity: 0 }));
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${QUERY_STATE_GLOBAL}">${JSON.stringify(dehydrate(queryClient))}</script>`,
    );
    button().click();
    await vi.waitFor(() => expect(storedCart()).toEqual(addToCart([], book)));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers while React hydrates, and keeps the tap from React (no hydration all at once)', async () => {
    vi.stubGlobal('fetch', answer(200, { data: book }));
    document.documentElement.dataset.hydrating = '';
    const reactSaw: string[] = [];
    for (const type of ['pointerdown', 'click'])
      document.body.addEventListener(type, () => reactSaw.push(type), true);
    button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button().click();
    await vi.waitFor(() => expect(storedCart()).toEqual(addToCart([], book)));
    expect(reactSaw).toEqual([]);
  });

  it('stands aside once the app has hydrated', () => {
    const fetch = answer(200, { data: book });
    vi.stubGlobal('fetch', fetch);
    document.documentElement.dataset.hydrated = 'true';
    button().click();
    expect(fetch).not.toHaveBeenCalled();
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });
});

describe('a visitor’s heart tapped before the app has loaded', () => {
  const heart = () => document.querySelector<HTMLButtonElement>(`[${WISHLIST_HEART_ATTRIBUTE}]`)!;
  const stored = () => parseStoredWishlist(localStorage.getItem(WISHLIST_STORAGE_KEY));
  beforeEach(() => {
    resetPage();
    localStorage.clear();
    delete document.documentElement.dataset.hydrating;
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = `<button ${WISHLIST_HEART_ATTRIBUTE}="${book._id}" aria-pressed="false"><svg></svg></button>`;
  });

  it('hearts the book and unhearts it, as withBook does, pressing the button', () => {
    const before = { owner: VISITOR, ids: ['book-00009'] };
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(before));
    heart()
      .querySelector('svg')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(stored()).toEqual(withBook(before, book._id, true));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    heart().click();
    expect(stored()).toEqual(before);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves a signed-in shopper’s list to the app', () => {
    const account = { owner: 'uid-1', ids: [] };
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(account));
    heart().click();
    expect(stored()).toEqual(account);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });
});

/**
 * A page of its own, not hydrated yet, with this body and the script run anew in it: the clicks
 * on the elements of these ids are noted. Each test ends with the page hydrated, which ends the
 * script's watch.
 */
function newPage(body: string, noted: string[]): string[] {
  delete document.documentElement.dataset.hydrating;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = body;
  const clicks: string[] = [];
  for (const id of noted)
    document.getElementById(id)!.addEventListener('click', () => clicks.push(id));
  runScript();
  return clicks;
}

/** The app marks the page hydrated; what the script does then has happened. */
async function hydrate() {
  document.documentElement.dataset.hydrated = 'true';
  await settle();
}

describe('a tap on what only the app answers, before the app has started', () => {
  const root = document.documentElement;
  let clicks: string[];
  beforeEach(() => {
    clicks = newPage(
      '<div role="tablist"><button role="tab" id="spec">Specification</button><button role="tab" id="author">Author</button></div><p id="text">About the book</p><a href="#x" id="link"><button id="in-link">x</button></a>',
      ['spec', 'author', 'in-link'],
    );
  });

  it('is clicked again once the page has hydrated, as React replays nothing from before it', async () => {
    document.getElementById('spec')!.click();
    expect(clicks).toEqual(['spec']);
    await settle();
    expect(clicks).toEqual(['spec']);
    await hydrate();
    expect(clicks).toEqual(['spec', 'spec']);
  });

  it('only the last such tap, and none when a tap on anything else came after it', async () => {
    document.getElementById('spec')!.click();
    document.getElementById('author')!.click();
    document.getElementById('text')!.click();
    await hydrate();
    expect(clicks).toEqual(['spec', 'author']);
  });

  it('is left to React once it has started hydrating, and a link or what is in it is never replayed', async () => {
    document.getElementById('in-link')!.click();
    root.dataset.hydrating = '';
    document.getElementById('author')!.click();
    await hydrate();
    expect(clicks).toEqual(['in-link', 'author']);
  });
});

describe('a tab tapped before the app has hydrated', () => {
  const root = document.documentElement;
  let clicks: string[];
  beforeEach(() => {
    // Mantine's Tabs as the server renders them: each panel labelled by its tab, the closed
    // ones hidden; a second list of its own, and a tab whose panel is not in the page.
    clicks = newPage(
      `
      <div role="tablist">
        <button role="tab" id="t-a" aria-selected="true" data-active="true" tabindex="0">A</button>
        <button role="tab" id="t-b" aria-selected="false" tabindex="-1"><span>B</span></button>
        <button role="tab" id="t-c" aria-selected="false" tabindex="-1">C</button>
      </div>
      <div role="tabpanel" id="p-a" aria-labelledby="t-a" style="padding-top: 4px">a</div>
      <div role="tabpanel" id="p-b" aria-labelledby="t-b" style="padding-top: 4px; display: none">b</div>
      <div role="tablist">
        <button role="tab" id="u-a" aria-selected="true" data-active="true" tabindex="0">A</button>
        <button role="tab" id="u-b" aria-selected="false" tabindex="-1">B</button>
      </div>
      <div role="tabpanel" id="q-a" aria-labelledby="u-a">a</div>
      <div role="tabpanel" id="q-b" aria-labelledby="u-b" style="display: none">b</div>
      <button id="menu">Menu</button>`,
      ['t-a', 't-b', 't-c', 'u-a', 'u-b', 'menu'],
    );
  });
  const tab = (id: string) => document.getElementById(id)!;
  /** Each tab's state as Mantine renders it, and whether each panel shows. */
  const state = (...ids: string[]) =>
    ids.map((id) => {
      const element = tab(id);
      return element.getAttribute('role') === 'tab'
        ? `${id} ${element.getAttribute('aria-selected')} ${element.getAttribute('data-active')} ${element.tabIndex}`
        : `${id} ${element.style.display === 'none' ? 'hidden' : 'shown'}`;
    });
  afterEach(hydrate);

  it('opens at once as Mantine shows an open tab, its panel shown and its list’s others hidden', () => {
    tab('t-b').querySelector('span')!.click();
    expect(state('t-a', 't-b', 't-c', 'p-a', 'p-b')).toEqual([
      't-a false null -1',
      't-b true true 0',
      't-c false null -1',
      'p-a hidden',
      'p-b shown',
    ]);
    // The panel keeps its own style; the other list is not touched.
    expect(tab('p-b').style.paddingTop).toBe('4px');
    expect(state('u-a', 'q-a', 'q-b')).toEqual(['u-a true true 0', 'q-a shown', 'q-b hidden']);
  });

  it('is clicked again once hydrated, the last one opened in each list, whatever was tapped after', async () => {
    tab('t-b').click();
    tab('u-b').click();
    root.dataset.hydrating = '';
    // While React hydrates the script opens it too (React, which sees this tap, opens the same).
    tab('t-a').click();
    expect(state('p-a', 'p-b')).toEqual(['p-a shown', 'p-b hidden']);
    tab('menu').click();
    clicks.splice(0);
    await hydrate();
    expect(clicks).toEqual(['t-a', 'u-b']);
  });

  it('is left to the app when its panel is not in the page, and once the page has hydrated', async () => {
    tab('t-c').click();
    expect(state('t-a', 't-c', 'p-a')).toEqual([
      't-a true true 0',
      't-c false null -1',
      'p-a shown',
    ]);
    await hydrate();
    expect(clicks).toEqual(['t-c', 't-c']);
    tab('t-b').click();
    expect(state('t-b', 'p-b')).toEqual(['t-b false null -1', 'p-b hidden']);
  });
});
