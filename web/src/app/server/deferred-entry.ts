import { CART_STORAGE_KEY } from '../../lib/cart/cart-count';
import { DEFERRED_COVER } from '../../lib/cover-image';
import { SESSION_HINT_KEY } from '../../lib/session-hint';
import { WISHLIST_STORAGE_KEY } from '../../lib/wishlist/wishlist-store';

/** What a shopper does first that needs the app: a tap, a key, a pointer or a scroll. */
export const FIRST_INTERACTION_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'mousemove',
  'wheel',
  'scroll',
] as const;

/**
 * True in a browser that has something of its own to show on a storefront page: a signed-in
 * session (the header's account link), a cart (its count) or a wishlist (the hearts).
 */
const PERSONAL_STATE =
  'function personal(){try{var s=window.localStorage;' +
  `return s.getItem(${JSON.stringify(SESSION_HINT_KEY)})==='1'` +
  `||/"_id"/.test(s.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'')` +
  `||/"ids":\\["/.test(s.getItem(${JSON.stringify(WISHLIST_STORAGE_KEY)})||'')` +
  '}catch(e){return false}}';

/**
 * The server-rendered page is the page: it reads, scrolls, links and shows its covers from its
 * HTML and inline stylesheet alone; the app's scripts only make it interactive. So the
 * template's entry script and its module preloads leave the <head>, and a small loader at the
 * end of the body adds them:
 * - at the shopper's first interaction (FIRST_INTERACTION_EVENTS): a first visitor's phone
 *   downloads, parses and hydrates nothing while the page loads, and the tap that started it is
 *   kept and replayed (early-clicks.ts);
 * - or once the first frame is painted (after 200 ms in a tab that paints nothing) when the
 *   browser has something personal to show (a session, a cart, a wishlist), which the server
 *   page cannot know.
 */
export function deferEntry(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('deferEntry: the template has no module entry script');
  const preloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ];
  let html = template.replace(entry[0], '');
  for (const preload of preloads) html = html.replace(preload[0], '');
  const modules = JSON.stringify(preloads.map((preload) => preload[1]));
  const events = JSON.stringify(FIRST_INTERACTION_EVENTS);
  const loader =
    `(function(){var done=false,t,w=window,o={capture:true,passive:true},e=${events};` +
    // Not in the input's own handler: adding the scripts is a task of 100-250 ms on a slow
    // phone, so the tap that starts the app is answered and painted first (after its click, or
    // 300 ms after a scroll or a key), and the scripts are added in a task after that frame.
    'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'function soon(){e.forEach(function(n){w.removeEventListener(n,soon,o)});' +
    "covers();t=setTimeout(later,300);w.addEventListener('click',clicked,true)}" +
    // The covers below the first screenful (BookCard's coverAtFirstInteraction), at once: they
    // must not wait for the app, nor load beside the first screenful's. At the page's load event
    // too, when the first screenful's are in: a tall screen that shows those sections, or a
    // visitor (or a crawler) who does not interact, still sees them (their lazy loading holds).
    `function covers(){document.querySelectorAll('img[${DEFERRED_COVER.srcSet}]').forEach(function(i){` +
    `i.srcset=i.getAttribute('${DEFERRED_COVER.srcSet}');i.src=i.getAttribute('${DEFERRED_COVER.src}');` +
    `i.removeAttribute('${DEFERRED_COVER.srcSet}');i.removeAttribute('${DEFERRED_COVER.src}')})}` +
    'function clicked(){clearTimeout(t);later()}' +
    'function go(){if(done)return;done=true;covers();' +
    "e.forEach(function(n){w.removeEventListener(n,soon,o)});w.removeEventListener('click',clicked,true);" +
    "w.removeEventListener('load',covers);" +
    'var h=document.head;' +
    `${modules}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};h.appendChild(s)}` +
    `${PERSONAL_STATE}e.forEach(function(n){w.addEventListener(n,soon,o)});w.addEventListener('load',covers);` +
    'if(personal()){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)}})()';
  return html.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
}
