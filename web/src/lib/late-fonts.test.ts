import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addLateFonts,
  LATE_FONT_FAMILY,
  LATE_FONT_FILES,
  startLateFonts,
  type LateFontFace,
} from './late-fonts';

const faces: LateFontFace[] = LATE_FONT_FILES.map(({ file, ...face }) => ({
  ...face,
  url: `/assets/${file}`,
}));
const setup = { faces, storedKey: 'test-late-fonts', delayMs: 1000 };

/** FontFace as the browser's: `load` resolves (or fails) when the test says. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  loads = 0;
  private settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load() {
    this.loads += 1;
    return new Promise<this>((resolve, reject) => {
      this.settle = { resolve: () => resolve(this), reject };
    });
  }
  arrive() {
    this.settle?.resolve();
  }
  fail() {
    this.settle?.reject(new Error('network'));
  }
}

let added: FakeFontFace[];

beforeEach(() => {
  vi.useFakeTimers();
  FakeFontFace.made = [];
  added = [];
  vi.stubGlobal('FontFace', FakeFontFace);
  // The test setup's document.fonts (jsdom has none) gets the one method the script uses.
  Object.assign(document.fonts, { add: (face: FakeFontFace) => added.push(face) });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page's load event has passed (jsdom's document is complete), plus the script's delay. */
const afterLoadAndDelay = () => vi.advanceTimersByTime(setup.delayMs);

describe('the late fonts, on a first visit', () => {
  it('requests nothing until a second after the load event', () => {
    startLateFonts(setup);
    vi.advanceTimersByTime(setup.delayMs - 1);
    expect(FakeFontFace.made).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(FakeFontFace.made.map((face) => face.loads)).toEqual([1, 1, 1]);
    expect(added).toHaveLength(0);
  });

  it('adds the Bengali 600 once loaded, keeps the Latin faces for the next page, and remembers', async () => {
    startLateFonts(setup);
    afterLoadAndDelay();
    for (const face of FakeFontFace.made) face.arrive();
    await vi.runAllTimersAsync();
    expect(added.map((face) => [face.descriptors.weight, face.descriptors.display])).toEqual([
      ['600', 'swap'],
    ]);
    expect(added[0]?.family).toBe(LATE_FONT_FAMILY);
    expect(added[0]?.source).toBe(
      "url(/assets/noto-sans-bengali-bengali-600-normal.woff2) format('woff2')",
    );
    expect(localStorage.getItem(setup.storedKey)).toBe('1');
  });

  it('does not remember faces that failed to load', async () => {
    startLateFonts(setup);
    afterLoadAndDelay();
    FakeFontFace.made[0]?.arrive();
    FakeFontFace.made[1]?.fail();
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(setup.storedKey)).toBeNull();
  });
});

describe('the late fonts, for a browser that has them cached', () => {
  it('adds every face at once, before the first layout, without loading them itself', () => {
    localStorage.setItem(setup.storedKey, '1');
    startLateFonts(setup);
    expect(added.map((face) => face.descriptors.display)).toEqual(['swap', 'optional', 'optional']);
    expect(FakeFontFace.made.every((face) => face.loads === 0)).toBe(true);
  });
});

describe('the app shell', () => {
  it('adds every face at once, as the stylesheet would', () => {
    addLateFonts(faces);
    expect(added.map((face) => face.descriptors.unicodeRange)).toEqual(
      faces.map((face) => face.unicodeRange),
    );
  });
});
