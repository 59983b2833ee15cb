import { readPath } from '@boi/domain/api/reads';
import { MAX_LINE_QUANTITY, WISHLIST_MAX } from '@boi/domain/shared/constants';
import { ROUTES } from '@boi/domain/paths/routes';
import { leastStockIn } from '@boi/domain/catalog/public-book';
import type { StockBand } from '@boi/domain/catalog/schemas';
import { QUERY_STATE_GLOBAL } from '../../lib/dehydrated-state';
import { bookKeys } from '../../lib/get-book';
import { API_BASE } from '../../lib/api-client';
import {
  ADD_TO_CART_ATTRIBUTE,
  EARLY_ADDED_ATTRIBUTE,
  WISHLIST_HEART_ATTRIBUTE,
} from '../../lib/page-hooks';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from '../../lib/cart/cart-count';
import {
  VISITOR,
  WISHLIST_CHANGED_EVENT,
  WISHLIST_STORAGE_KEY,
} from '../../lib/wishlist/wishlist-store';

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

/**
 * The GET /product/{id} path with `{id}` standing for the id: the read the app's Add to Cart
 * makes (lib/get-book.ts getStockedBook), for the book with its exact stock.
 */
const PRODUCT_PATH = `${API_BASE}${readPath('product', { id: '{id}' })}`.replace(
  '%7Bid%7D',
  '{id}',
);

/** The least stock of each band a book with copies can be in (domain leastStockIn). */
const LEAST_STOCK = Object.fromEntries(
  (['few-left', 'in-stock'] satisfies StockBand[]).map((band) => [band, leastStockIn(band)]),
);

/**
 * The book as the page shows it, from the query state the server page carries for the app
 * (its `bookKeys.detail(id)` read), taken as domain cartBookOf takes it: the book's fields, with
 * the least stock its band promises (a page never carries the exact count; the cart page re-reads
 * it). Null when the page has no such read or the book has no copies: the script then reads the book.
 */
const PAGE_BOOK =
  'function pageBook(id){try{' +
  `var qs=JSON.parse(document.getElementById(${JSON.stringify(QUERY_STATE_GLOBAL)}).textContent).queries,` +
  `least=${JSON.stringify(LEAST_STOCK)};` +
  'for(var i=0;i<qs.length;i++){var k=qs[i].queryKey,b=qs[i].state&&qs[i].state.data;' +
  `if(!k||k.length!==2||k[0]!==${JSON.stringify(bookKeys.all[0])}||k[1]!==id||!b||b._id!==id)continue;` +
  'var n=least[b.stockBand];if(!n)return null;var book=Object.assign({},b,{quantity:n});' +
  'delete book.stockBand;return book}}catch(e){}return null}';

/**
 * Adds the book to the stored cart as the cart's own rule does (domain/src/orders/cart.ts
 * addToCart: one more copy up to the line limit, or a new line of one copy), without the app.
 * early-clicks.test.ts holds it to that rule.
 */
const ADD_TO_STORED_CART =
  'function addStored(book){var s=window.localStorage,items;' +
  `try{items=JSON.parse(s.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'[]')}catch(e){items=[]}` +
  'if(!Array.isArray(items))items=[];var found=false;' +
  'items=items.map(function(i){if(!i||i._id!==book._id)return i;found=true;' +
  `var n=Math.min((Number(i.cartQuantity)||0)+1,${MAX_LINE_QUANTITY});` +
  'return Object.assign({},i,{cartQuantity:n,singleCartTotal:i.price*n})});' +
  'if(!found)items.push(Object.assign({},book,{cartQuantity:1,singleCartTotal:book.price}));' +
  `s.setItem(${JSON.stringify(CART_STORAGE_KEY)},JSON.stringify(items));` +
  `window.dispatchEvent(new Event(${JSON.stringify(CART_CHANGED_EVENT)}))}`;

/**
 * A visitor's heart, before the app: the stored wishlist with the book hearted (first) or not, as
 * lib/wishlist/wishlist-store.ts withBook does, and the button pressed or not. A signed-in
 * shopper's list (owner: a uid) is the server's: the app loads at once for them
 * (deferred-entry.ts), so such a tap is left to it.
 */
const TOGGLE_HEART =
  'function heart(b,id){var s=window.localStorage,w;' +
  `try{w=JSON.parse(s.getItem(${JSON.stringify(WISHLIST_STORAGE_KEY)})||'null')}catch(e){w=null}` +
  `if(!w||!Array.isArray(w.ids))w={owner:${JSON.stringify(VISITOR)},ids:[]};` +
  `if(w.owner!==${JSON.stringify(VISITOR)})return false;` +
  "var on=b.getAttribute('aria-pressed')!=='true',ids=w.ids.filter(function(x){return x!==id});" +
  `w.ids=on?[id].concat(ids).slice(0,${WISHLIST_MAX}):ids;` +
  `try{s.setItem(${JSON.stringify(WISHLIST_STORAGE_KEY)},JSON.stringify(w))}catch(e){}` +
  "b.setAttribute('aria-pressed',String(on));" +
  `window.dispatchEvent(new Event(${JSON.stringify(WISHLIST_CHANGED_EVENT)}));return true}`;

/**
 * Server-rendered pages show their Add to Cart buttons before the app's JavaScript has arrived.
 * This script, inline in the page's <head>, answers such a tap at once and without the app:
 * - the button shows it is taken (`aria-busy`, styled in global.css) in the same frame;
 * - the script puts the book in the stored cart at once, from the book the page carries
 *   (PAGE_BOOK: no read on a slow link), where the app finds it when it runs (the button then
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
export const EARLY_CLICKS_SCRIPT =
  '(function(){var d=document.documentElement,q=window.__boiEarlyClicks=[],' +
  'adding=window.__boiEarlyAdding={};' +
  ADD_TO_STORED_CART +
  'window.__boiAddStored=addStored;' +
  TOGGLE_HEART +
  PAGE_BOOK +
  'function added(b,id){var at=q.indexOf(id);if(at>=0)q.splice(at,1);' +
  `b.removeAttribute('aria-busy');b.setAttribute(${JSON.stringify(EARLY_ADDED_ATTRIBUTE)},'')}` +
  'function add(b,id){var own=pageBook(id);if(own){addStored(own);added(b,id);return}adding[id]=true;' +
  `fetch(${JSON.stringify(PRODUCT_PATH)}.replace('{id}',encodeURIComponent(id)))` +
  '.then(function(r){return r.ok?r.json():null})' +
  '.then(function(body){var book=body&&body.data;if(!book||book._id!==id)throw 0;addStored(book);added(b,id)})' +
  ".catch(function(){if(d.dataset.hydrated){b.removeAttribute('aria-busy');b.click()}})" +
  '.then(function(){delete adding[id]})}' +
  // The button this script answers a tap on: an enabled Add to Cart, or a visitor's heart.
  `function ours(t){if(d.dataset.hydrated||!t||!t.closest)return null;var b=t.closest('[${ADD_TO_CART_ATTRIBUTE}]');` +
  'if(b)return b.disabled?null:b;' +
  `var h=t.closest('[${WISHLIST_HEART_ATTRIBUTE}]');if(!h)return null;var w;` +
  `try{w=JSON.parse(window.localStorage.getItem(${JSON.stringify(WISHLIST_STORAGE_KEY)})||'null')}catch(e){w=null}` +
  `return w&&w.owner&&w.owner!==${JSON.stringify(VISITOR)}?null:h}` +
  // React, while it hydrates, would hydrate the whole page at once for a tap on a part it has
  // not reached (one long task): the tap's events stop here, so React hydrates on at its pace.
  `${JSON.stringify(REACT_HYDRATING_EVENTS)}.forEach(function(n){document.addEventListener(n,function(e){` +
  'if(ours(e.target))e.stopPropagation()},true)});' +
  "document.addEventListener('click',function(e){var b=ours(e.target);if(!b)return;e.stopPropagation();" +
  `if(b.hasAttribute(${JSON.stringify(WISHLIST_HEART_ATTRIBUTE)})){if(heart(b,b.getAttribute(${JSON.stringify(WISHLIST_HEART_ATTRIBUTE)})))e.preventDefault();return}` +
  'e.preventDefault();var id=b.dataset.addToCart;if(!id||adding[id])return;' +
  // In the cart already: the tap does what the app's View Cart does.
  `if(b.hasAttribute(${JSON.stringify(EARLY_ADDED_ATTRIBUTE)})){location.assign(${JSON.stringify(ROUTES.cart)});return}` +
  "b.setAttribute('aria-busy','true');if(q.indexOf(id)<0)q.push(id);add(b,id)},true)})()";
