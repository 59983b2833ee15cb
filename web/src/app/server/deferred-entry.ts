import { CART_STORAGE_KEY } from '../../lib/cart/cart-count';
import { DEFERRED_COVER } from '../../lib/cover-image';
import { SESSION_HINT_KEY } from '../../lib/session-hint';
import { WISHLIST_STORAGE_KEY } from '../../lib/wishlist/wishlist-store';

/** What a shopper does first: a tap, a key, a pointer or a scroll. */
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
 * What only a shopper who means to act does: a tap (its click), a key, a focus. A swipe gives
 * touchstart and pointerdown too, so neither is one of these.
 */
export const INTENT_EVENTS = ['click', 'keydown', 'focusin'] as const;

/**
 * When a first visitor's page loads the app (issue 37; every policy loads it at paint for a
 * browser with personal state):
 * - `scroll`: at the first interaction of any kind (FIRST_INTERACTION_EVENTS);
 * - `idle`: in idle time after the load event, fetched at low priority (prefetch) and run once
 *   it is in, or at an intent (INTENT_EVENTS) before that;
 * - `tap`: at the first intent only; a scroll or a pointer's move loads nothing;
 * - `fetch-on-scroll`: as `tap`, but the first interaction of any kind prefetches the app at low
 *   priority, so the intent finds it in the cache.
 */
export const APP_LOAD_POLICIES = ['scroll', 'idle', 'tap', 'fetch-on-scroll'] as const;
export type AppLoadPolicy = (typeof APP_LOAD_POLICIES)[number];

/**
 * The policy this build ships, by measurement (bench/first-tap-journeys.ts, book page, 10 runs
 * each, issue 37): with `tap` every Add to Cart or heart tap after a scroll is answered by the
 * inline script (INP p75 ≤ 56 ms, 2.4 KiB of script to answer it) and no app task runs before
 * the tap; with `idle` a tap 3-5 s after a scroll is the app's (248 KiB of script to answer it,
 * INP p75 104-112 ms, its start tasks before the tap); `fetch-on-scroll` answers as `tap`
 * does but spends 165 KiB of a visitor's data on a scroll that may never lead to a tap. What
 * only the app answers (a tab, the menu) waits for the app after its tap: the early-clicks
 * script clicks it again once the page has hydrated.
 */
export const APP_LOAD_POLICY: AppLoadPolicy = 'tap';

/** The policy of this build: BOI_APP_LOAD at build time, to measure another; else the shipped one. */
export function appLoadPolicy(
  value = typeof process === 'undefined' ? undefined : process.env.BOI_APP_LOAD,
): AppLoadPolicy {
  if (!value) return APP_LOAD_POLICY;
  const policy = APP_LOAD_POLICIES.find((known) => known === value);
  if (!policy) throw new Error(`BOI_APP_LOAD: ${value} is none of ${APP_LOAD_POLICIES.join(', ')}`);
  return policy;
}

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
 * - when `policy` says (AppLoadPolicy: at the first interaction, an intent or idle time): a
 *   first visitor's phone downloads, parses and hydrates nothing while the page loads, and the
 *   tap that started it is answered by the early-clicks script or kept and replayed
 *   (early-clicks.ts);
 * - or once the first frame is painted (after 200 ms in a tab that paints nothing) when the
 *   browser has something personal to show (a session, a cart, a wishlist), which the server
 *   page cannot know.
 */
export function deferEntry(template: string, policy = appLoadPolicy()): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('deferEntry: the template has no module entry script');
  const preloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ];
  let html = template.replace(entry[0], '');
  for (const preload of preloads) html = html.replace(preload[0], '');
  const modules = JSON.stringify(preloads.map((preload) => preload[1]));
  const events = JSON.stringify(FIRST_INTERACTION_EVENTS);
  const intents = JSON.stringify(INTENT_EVENTS);
  const files = JSON.stringify([...preloads.map((preload) => preload[1]), entry[1]]);
  const loader =
    `(function(){var done=false,fetched=false,t,w=window,o={capture:true,passive:true},e=${events},` +
    `i=${intents},p=${JSON.stringify(policy)};` +
    // Not in the input's own handler: adding the scripts is a task of 100-250 ms on a slow
    // phone, so the tap that starts the app is answered and painted first (after its click, or
    // 300 ms after a scroll or a key), and the scripts are added in a task after that frame.
    'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'function soon(){e.forEach(function(n){w.removeEventListener(n,soon,o)});covers();' +
    "if(p==='scroll'){t=setTimeout(later,300);w.addEventListener('click',clicked,true)}" +
    "else if(p==='fetch-on-scroll')requestAnimationFrame(function(){setTimeout(fetchApp,0)})}" +
    // The covers below the first screenful (BookCard's coverAtFirstInteraction), at once: they
    // must not wait for the app, nor load beside the first screenful's. At the page's load event
    // too, when the first screenful's are in: a tall screen that shows those sections, or a
    // visitor (or a crawler) who does not interact, still sees them (their lazy loading holds).
    // A second after it: on a fast link the load event comes before the largest paint, and six
    // covers downloading then delay it (Lighthouse's home LCP 2.2 -> 2.65 s in such runs).
    // A <source> of a <picture> has only a srcset: its cover waits on some screens only.
    `function covers(){document.querySelectorAll('[${DEFERRED_COVER.srcSet}]').forEach(function(i){` +
    `var s=i.getAttribute('${DEFERRED_COVER.src}');i.srcset=i.getAttribute('${DEFERRED_COVER.srcSet}');if(s)i.src=s;` +
    `i.removeAttribute('${DEFERRED_COVER.srcSet}');i.removeAttribute('${DEFERRED_COVER.src}')})}` +
    'function loaded(){setTimeout(covers,1000)}' +
    // An intent: a click starts the app after its frame, a key or a focus 300 ms after it.
    "function clicked(v){if(v&&v.type!=='click'){if(!t)t=setTimeout(later,300);return}clearTimeout(t);later()}" +
    // The app's files into the HTTP cache at the lowest priority, no module run; then `then`.
    // A browser without prefetch goes on at once.
    'function fetchApp(then){if(fetched)return;fetched=true;var n=0,f=' +
    files +
    ",k=document.createElement('link'),r=k.relList;" +
    "if(!r||!r.supports||!r.supports('prefetch')){if(then)then();return}" +
    "f.forEach(function(u){var l=document.createElement('link');l.rel='prefetch';l.crossOrigin='';l.href=u;" +
    'l.onload=l.onerror=function(){if(++n===f.length&&then)then()};document.head.appendChild(l)})}' +
    'function idle(f){if(w.requestIdleCallback)w.requestIdleCallback(f,{timeout:3000});else setTimeout(f,1)}' +
    'function go(){if(done)return;done=true;covers();' +
    'e.forEach(function(n){w.removeEventListener(n,soon,o)});i.forEach(function(n){w.removeEventListener(n,clicked,true)});' +
    "w.removeEventListener('load',loaded);" +
    'var h=document.head;' +
    `${modules}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};h.appendChild(s)}` +
    `${PERSONAL_STATE}e.forEach(function(n){w.addEventListener(n,soon,o)});w.addEventListener('load',loaded);` +
    "if(p!=='scroll')i.forEach(function(n){w.addEventListener(n,clicked,o)});" +
    "if(p==='idle')w.addEventListener('load',function(){idle(function(){fetchApp(function(){idle(go)})})});" +
    'if(personal()){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)}})()';
  return html.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
}
