/**
 * Server-rendered pages show their Add to Cart buttons before the app's JavaScript has arrived;
 * a click then would do nothing. This script, inline in the page's <head>, keeps such clicks until
 * the app runs: web/src/lib/early-clicks.ts replays them once the page has hydrated. Once the app
 * has begun hydrating (`data-hydrating`), React replays clicks itself, so the script stands aside.
 */
export const EARLY_CLICKS_SCRIPT =
  "(function(){var d=document.documentElement,q=window.__boiEarlyClicks=[];document.addEventListener('click',function(e){if('hydrating' in d.dataset)return;var t=e.target,b=t&&t.closest&&t.closest('[data-add-to-cart]');if(!b)return;e.preventDefault();b.setAttribute('aria-busy','true');if(q.indexOf(b.dataset.addToCart)<0)q.push(b.dataset.addToCart)},true)})()";
