import { afterEach, describe, expect, it, vi } from 'vitest';

// What a gesture starts: loading the SDK's module and taking its source (once per instance of
// catalog-source.ts; each test imports a fresh one).
const sdkLoaded = vi.fn();
vi.mock('./firestore-source', () => ({
  get firestoreSource() {
    sdkLoaded();
    return {};
  },
}));

const pointer = (type: string, pointerType: string) =>
  new PointerEvent(type, { pointerType, bubbles: true });

/** Lets the dynamic import, if one started, run its module. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(async () => {
  // A mouse over a link ends every test's warming, so no listener outlives its test.
  document.body.innerHTML = '<a href="/">Home</a>';
  document.querySelector('a')?.dispatchEvent(pointer('pointerover', 'mouse'));
  await settle();
  document.body.innerHTML = '';
  vi.resetModules();
  sdkLoaded.mockClear();
});

async function pageWithLink(): Promise<HTMLAnchorElement> {
  const { warmCatalogSource } = await import('./catalog-source');
  document.body.innerHTML = '<a href="/book/1">A book</a>';
  warmCatalogSource();
  return document.querySelector('a') as HTMLAnchorElement;
}

describe('warmCatalogSource', () => {
  it('loads nothing for a swipe that starts on a link', async () => {
    const link = await pageWithLink();
    link.dispatchEvent(pointer('pointerover', 'touch'));
    link.dispatchEvent(pointer('pointerdown', 'touch'));
    link.dispatchEvent(pointer('pointercancel', 'touch'));
    await settle();
    expect(sdkLoaded).not.toHaveBeenCalled();
  });

  it('loads Firestore Lite when a finger taps a link', async () => {
    const link = await pageWithLink();
    link.dispatchEvent(pointer('pointerdown', 'touch'));
    link.dispatchEvent(pointer('pointerup', 'touch'));
    await settle();
    expect(sdkLoaded).toHaveBeenCalledTimes(1);
  });

  it('loads it when a mouse points at a link', async () => {
    const link = await pageWithLink();
    link.dispatchEvent(pointer('pointerover', 'mouse'));
    await settle();
    expect(sdkLoaded).toHaveBeenCalledTimes(1);
  });
});
