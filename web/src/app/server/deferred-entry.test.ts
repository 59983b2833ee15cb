import { describe, expect, it } from 'vitest';
import { DEFERRED_COVER } from '../../lib/cover-image';
import {
  APP_LOAD_POLICIES,
  APP_LOAD_POLICY,
  appLoadPolicy,
  deferEntry,
  FIRST_INTERACTION_EVENTS,
  INTENT_EVENTS,
} from './deferred-entry';

const TEMPLATE = `<!doctype html>
<html lang="bn">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/mantine-2.js">
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * Runs the loader against a tiny stand-in for the browser with this localStorage, and returns
 * what it appended and the means to paint a frame, fire the timers or interact.
 */
function runLoader(html: string, storage: Record<string, string> = {}) {
  // A page with one below-the-fold cover (BookCard's coverAtFirstInteraction), as a real <img>.
  const cover = globalThis.document.createElement('img');
  cover.setAttribute(DEFERRED_COVER.src, '/covers/b1-400.webp');
  cover.setAttribute(DEFERRED_COVER.srcSet, '/covers/b1-400.webp 400w, /covers/b1-600.webp 600w');
  const loader = /<script>(\(function[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const appended: (Record<string, string> & { onload?: () => void })[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, Set<() => void>>();
  const window = {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) =>
      listeners.get(type)?.delete(listener),
  };
  const document = {
    head: { appendChild: (node: Record<string, string>) => appended.push(node) },
    createElement: (tag: string) => ({
      tag,
      relList: { supports: (rel: string) => ['modulepreload', 'prefetch'].includes(rel) },
    }),
    querySelectorAll: (selector: string) =>
      cover.matches(selector) ? [cover] : ([] as HTMLImageElement[]),
  };
  // The loader is a script of its own: run it as the page would, with stand-ins for the page.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', loader)(
    window,
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  return {
    appended,
    cover,
    paint: () => {
      // Every frame and timer fires, the frame's and the fallback's: the loader must add each
      // file once.
      while (frames.length || timers.length) {
        while (frames.length) frames.shift()?.();
        while (timers.length) timers.shift()?.();
      }
    },
    interact: (type: string) =>
      [...(listeners.get(type) ?? [])].forEach((listener: (event: { type: string }) => void) =>
        listener({ type }),
      ),
    /** The prefetched files arrive. */
    fetched: () => appended.forEach((node) => node.rel === 'prefetch' && node.onload?.()),
    listening: () => [...listeners.values()].reduce((count, set) => count + set.size, 0),
  };
}

const APP = ['/assets/react-1.js', '/assets/mantine-2.js', '/assets/index-abc.js'];

const files = (appended: Record<string, string>[]) => appended.map((node) => node.href ?? node.src);

/** The app's files were prefetched (at low priority, nothing run), and nothing else. */
function expectPrefetchedOnly(appended: Record<string, string>[]) {
  expect(files(appended)).toEqual(APP);
  expect(appended.every((node) => node.rel === 'prefetch')).toBe(true);
}

/** After the prefetches, the app's modules were added and its entry run. */
function expectRunAfterPrefetch(appended: Record<string, string>[]) {
  expect(files(appended.slice(APP.length))).toEqual(APP);
  expect(appended.at(-1)).toMatchObject({ tag: 'script', type: 'module' });
}

describe('deferEntry', () => {
  it('takes the entry script and its module preloads out of the head', () => {
    const html = deferEntry(TEMPLATE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/assets/');
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(html.indexOf('<script>(function')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('loads nothing for a first visitor until they interact', () => {
    const page = runLoader(deferEntry(TEMPLATE));
    page.paint();
    expect(page.appended).toEqual([]);
  });

  it.each(FIRST_INTERACTION_EVENTS)(
    'scroll policy: loads the app once after the first %s',
    (type) => {
      const page = runLoader(deferEntry(TEMPLATE, 'scroll'));
      page.interact(type);
      page.interact('pointerdown');
      // Not in the input's own handler: the input is answered first.
      expect(page.appended).toEqual([]);
      page.paint();
      expect(files(page.appended)).toEqual([
        '/assets/react-1.js',
        '/assets/mantine-2.js',
        '/assets/index-abc.js',
      ]);
      expect(page.appended.at(-1)).toMatchObject({ tag: 'script', type: 'module' });
      expect(page.listening()).toBe(0);
    },
  );

  it.each(APP_LOAD_POLICIES)(
    '%s policy: gives the covers below the first screenful their sources at the first interaction, not before',
    (policy) => {
      const page = runLoader(deferEntry(TEMPLATE, policy));
      page.paint();
      expect(page.cover.getAttribute('src')).toBeNull();
      page.interact('scroll');
      expect(page.cover.getAttribute('src')).toBe('/covers/b1-400.webp');
      expect(page.cover.getAttribute('srcset')).toBe(
        '/covers/b1-400.webp 400w, /covers/b1-600.webp 600w',
      );
      expect(page.cover.hasAttribute(DEFERRED_COVER.srcSet)).toBe(false);
    },
  );

  it.each(['scroll', 'tap', 'fetch-on-scroll'] as const)(
    '%s policy: gives those covers their sources at the load event too, for a visitor who does not interact',
    (policy) => {
      const page = runLoader(deferEntry(TEMPLATE, policy));
      page.paint();
      page.interact('load');
      page.paint();
      expect(page.cover.getAttribute('src')).toBe('/covers/b1-400.webp');
      expect(page.appended).toEqual([]);
    },
  );

  it.each(
    APP_LOAD_POLICIES.flatMap((policy) =>
      [
        ['a signed-in session', { 'boi:signed-in': '1' }],
        ['a cart', { cartItems: '[{"_id":"b1","cartQuantity":1}]' }],
        ['a wishlist', { 'boi:wishlist': '{"owner":"visitor","ids":["b1"]}' }],
      ].map(([name, storage]) => [policy, name, storage] as const),
    ),
  )(
    '%s policy: loads the app after the first frame for a browser with %s',
    (policy, _name, storage) => {
      const page = runLoader(deferEntry(TEMPLATE, policy), storage as Record<string, string>);
      expect(page.appended).toEqual([]);
      page.paint();
      expect(files(page.appended)).toEqual([
        '/assets/react-1.js',
        '/assets/mantine-2.js',
        '/assets/index-abc.js',
      ]);
    },
  );

  it('waits for an interaction when the cart and the wishlist are empty', () => {
    const page = runLoader(deferEntry(TEMPLATE), {
      cartItems: '[]',
      'boi:wishlist': '{"owner":"visitor","ids":[]}',
      'boi:signed-in': '0',
    });
    page.paint();
    expect(page.appended).toEqual([]);
  });

  it.each(INTENT_EVENTS)('tap policy: loads the app once after a %s', (type) => {
    const page = runLoader(deferEntry(TEMPLATE, 'tap'));
    page.interact(type);
    page.interact('click');
    expect(page.appended).toEqual([]);
    page.paint();
    expect(files(page.appended)).toEqual(APP);
    expect(page.listening()).toBe(0);
  });

  it('tap policy: a scroll, a swipe, a wheel or a pointer moving loads nothing, and prefetches nothing', () => {
    const page = runLoader(deferEntry(TEMPLATE, 'tap'));
    for (const type of FIRST_INTERACTION_EVENTS.filter(
      (type) => type !== 'keydown' && type !== 'focusin',
    )) {
      page.interact(type);
      page.paint();
    }
    page.interact('load');
    page.paint();
    expect(page.appended).toEqual([]);
    // …but the covers below the first screenful came.
    expect(page.cover.getAttribute('src')).toBe('/covers/b1-400.webp');
  });

  it('fetch-on-scroll policy: a scroll prefetches the app at low priority, a tap runs it', () => {
    const page = runLoader(deferEntry(TEMPLATE, 'fetch-on-scroll'));
    page.interact('touchstart');
    page.interact('scroll');
    page.paint();
    expectPrefetchedOnly(page.appended);
    page.fetched();
    page.paint();
    expect(page.appended).toHaveLength(APP.length);
    page.interact('click');
    page.paint();
    expectRunAfterPrefetch(page.appended);
  });

  it('idle policy: after the load event, prefetches the app and runs it once it is in', () => {
    const page = runLoader(deferEntry(TEMPLATE, 'idle'));
    page.interact('scroll');
    page.paint();
    expect(page.appended).toEqual([]);
    page.interact('load');
    page.paint();
    expectPrefetchedOnly(page.appended);
    page.fetched();
    page.paint();
    expectRunAfterPrefetch(page.appended);
  });

  it('idle policy: a tap before the page is idle loads the app at once', () => {
    const page = runLoader(deferEntry(TEMPLATE, 'idle'));
    page.interact('click');
    page.paint();
    expect(files(page.appended)).toEqual(APP);
  });

  it('builds the shipped policy unless BOI_APP_LOAD names another, and refuses an unknown one', () => {
    expect(appLoadPolicy('')).toBe(APP_LOAD_POLICY);
    expect(appLoadPolicy('idle')).toBe('idle');
    expect(() => appLoadPolicy('sometimes')).toThrow(/BOI_APP_LOAD/);
  });

  it('refuses a template without a module entry, so a changed build cannot ship a dead page', () => {
    expect(() => deferEntry('<html><head></head><body></body></html>')).toThrow(/entry/);
  });
});
