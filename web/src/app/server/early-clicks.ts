import { readPath } from '@boi/domain/api/reads';
import { MAX_LINE_QUANTITY, WISHLIST_MAX } from '@boi/domain/shared/constants';
import { ROUTES } from '@boi/domain/paths/routes';
import { API_BASE } from '../../lib/api-client';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from '../../lib/cart/cart-count';
import {
  VISITOR,
  WISHLIST_CHANGED_EVENT,
  WISHLIST_STORAGE_KEY,
} from '../../lib/wishlist/wishlist-store';

/** The attribute naming the book of a wishlist heart (components/wishlist-heart.tsx). */
export const WISHLIST_HEART_ATTRIBUTE = 'data-wishlist-heart';

/** Marks an Add to Cart whose book this script put in the cart before the app ran (global.css). */
export const EARLY_ADDED_ATTRIBUTE = 'data-early-added';

/**
 * The GET /product/{id} path with `{id}` standing for the id: the read the app's Add to Cart
 * makes (lib/get-book.ts getStockedBook), for the book with its exact stock.
 */
const PRODUCT_PATH = `${API_BASE}${readPath('product', { id: '{id}' })}`.replace(
  '%7Bid%7D',
  '{id}',
);

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
 * - the script reads the book with its exact stock (the app's own read) and puts it in the
 *   stored cart, where the app finds it when it runs (the button then shows View Cart), and
 *   marks the button (`data-early-added`);
 * - if that read fails (offline, a book no longer sold), the tap is kept in
 *   `window.__boiEarlyClicks` and web/src/lib/early-clicks.ts replays it once the page has
 *   hydrated, so that the app adds it or shows why not; a failure after hydration clicks the
 *   button again for the same reason.
 * A visitor's wishlist heart tapped before the app is toggled the same way, in the stored list.
 * Once the app has begun hydrating (`data-hydrating`), React handles new taps itself, so the
 * script stands aside. A second tap while the first is on its way adds nothing; a tap on a button
 * whose book it has added opens the cart, as the app's View Cart does.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var d=document.documentElement,q=window.__boiEarlyClicks=[],' +
  'adding=window.__boiEarlyAdding={};' +
  ADD_TO_STORED_CART +
  TOGGLE_HEART +
  'function add(b,id){adding[id]=true;' +
  `fetch(${JSON.stringify(PRODUCT_PATH)}.replace('{id}',encodeURIComponent(id)))` +
  '.then(function(r){return r.ok?r.json():null})' +
  '.then(function(body){var book=body&&body.data;if(!book||book._id!==id)throw 0;addStored(book);' +
  'var at=q.indexOf(id);if(at>=0)q.splice(at,1);' +
  `b.removeAttribute('aria-busy');b.setAttribute(${JSON.stringify(EARLY_ADDED_ATTRIBUTE)},'')})` +
  ".catch(function(){if('hydrating' in d.dataset){b.removeAttribute('aria-busy');b.click()}})" +
  '.then(function(){delete adding[id]})}' +
  "document.addEventListener('click',function(e){if('hydrating' in d.dataset)return;" +
  `var t=e.target,h=t&&t.closest&&t.closest('[${WISHLIST_HEART_ATTRIBUTE}]');` +
  `if(h){if(heart(h,h.getAttribute(${JSON.stringify(WISHLIST_HEART_ATTRIBUTE)})))e.preventDefault();return}` +
  "var b=t&&t.closest&&t.closest('[data-add-to-cart]');if(!b)return;" +
  'e.preventDefault();var id=b.dataset.addToCart;if(!id||adding[id])return;' +
  // In the cart already: the tap does what the app's View Cart does.
  `if(b.hasAttribute(${JSON.stringify(EARLY_ADDED_ATTRIBUTE)})){location.assign(${JSON.stringify(ROUTES.cart)});return}` +
  "b.setAttribute('aria-busy','true');if(q.indexOf(id)<0)q.push(id);add(b,id)},true)})()";
