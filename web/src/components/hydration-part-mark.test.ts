import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../lib/page-hooks';

const marked = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

describe('noteHydrated', () => {
  beforeEach(() => {
    vi.resetModules();
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  it('marks the page React’s only once its last server part has hydrated', async () => {
    document.body.innerHTML =
      '<template data-hydration-part></template><template data-hydration-part></template>';
    const { noteHydrated } = await import('./hydration-part');
    noteHydrated();
    expect(marked()).toBe(false);
    noteHydrated('outer');
    noteHydrated('outer');
    expect(marked()).toBe(false);
    noteHydrated('inner');
    expect(marked()).toBe(true);
  });

  it('marks a page without parts once its layout has hydrated', async () => {
    const { noteHydrated } = await import('./hydration-part');
    noteHydrated();
    expect(marked()).toBe(true);
  });
});
