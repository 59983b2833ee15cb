import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each test: the sheet is added once per page. */
const load = async () => (await import('./full-stylesheet')).addFullStylesheet;

afterEach(() => {
  vi.resetModules();
  vi.useRealTimers();
  document.head.innerHTML = '';
});

const linkOf = () => document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');

describe('addFullStylesheet', () => {
  it('adds nothing on a page whose inline sheet is whole (the app shell)', async () => {
    document.head.innerHTML = '<style>.a{}</style>';
    await (
      await load()
    )();
    expect(linkOf()).toBeNull();
  });

  it('adds the sheet a pruned page names, once, and resolves once it has loaded', async () => {
    document.head.innerHTML = '<style data-href="/assets/index-1.css" data-pruned>.a{}</style>';
    const addFullStylesheet = await load();
    const added = addFullStylesheet();
    const link = linkOf();
    expect(link?.getAttribute('href')).toBe('/assets/index-1.css');
    expect(link?.crossOrigin).toBe('anonymous');
    link?.dispatchEvent(new Event('load'));
    await added;
    await addFullStylesheet();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('lets the app start when the sheet fails or never answers', async () => {
    vi.useFakeTimers();
    document.head.innerHTML = '<style data-href="/assets/index-2.css" data-pruned></style>';
    const { addFullStylesheet, FULL_STYLESHEET_WAIT_MS } = await import('./full-stylesheet');
    const added = addFullStylesheet();
    vi.advanceTimersByTime(FULL_STYLESHEET_WAIT_MS);
    await expect(added).resolves.toBeUndefined();
  });
});
