/** The family the late faces join: app/fonts.css has its Bengali 400 face. */
export const LATE_FONT_FAMILY = 'Noto Sans Bengali';

/** fontsource's Bengali subset (app/fonts.css has the same unicode-range). */
const BENGALI_RANGE =
  'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, ' +
  'U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1';

/** fontsource's Latin subset. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export type LateFontFace = {
  /** The built file's URL. */
  url: string;
  weight: string;
  unicodeRange: string;
  display: 'swap' | 'optional';
  /** Added to a first visitor's page once loaded: false for a face whose swap would move it. */
  swapIn: boolean;
};

/** A late face before the build: its file in @fontsource/noto-sans-bengali/files/. */
export type LateFontFile = Omit<LateFontFace, 'url'> & { file: string };

/**
 * The faces of Noto Sans Bengali a server page loads after its largest paint (issue 37:
 * Lighthouse counted their 68 KiB, requested at the first layout, on the path to every page's
 * LCP). The Bengali 400 face stays in app/fonts.css, preloaded: it draws most of the text.
 * - Bengali 600 swaps in once loaded: it replaces the 400 face emboldened.
 * - The Latin faces were `optional` in the stylesheet, for their swap moved the book page's cover
 *   (CLS 0.52): a first page keeps the metric-matched fallback, the next gets them from cache.
 */
export const LATE_FONT_FILES: readonly LateFontFile[] = [
  {
    file: 'noto-sans-bengali-bengali-600-normal.woff2',
    weight: '600',
    unicodeRange: BENGALI_RANGE,
    display: 'swap',
    swapIn: true,
  },
  {
    file: 'noto-sans-bengali-latin-400-normal.woff2',
    weight: '400',
    unicodeRange: LATIN_RANGE,
    display: 'optional',
    swapIn: false,
  },
  {
    file: 'noto-sans-bengali-latin-600-normal.woff2',
    weight: '600',
    unicodeRange: LATIN_RANGE,
    display: 'optional',
    swapIn: false,
  },
];

export type LateFontsSetup = {
  faces: LateFontFace[];
  /** localStorage key, set once the faces have loaded (the HTTP cache has them). */
  storedKey: string;
  /** After the load event: none of the faces' downloads competes with the largest paint. */
  delayMs: number;
};

export const LATE_FONTS_STORED_KEY = 'boi-late-fonts';

/** After the load event: when the lower covers also get their sources (deferred-entry.ts). */
export const LATE_FONTS_DELAY_MS = 1000;

const fontFace = (late: LateFontFace) =>
  new FontFace(LATE_FONT_FAMILY, `url(${late.url}) format('woff2')`, {
    weight: late.weight,
    unicodeRange: late.unicodeRange,
    display: late.display,
  });

/**
 * The faces, added at once as if the stylesheet had them: the browser requests each at the first
 * layout that needs it. For a page without the late-fonts script (the app shell).
 */
export function addLateFonts(faces: readonly LateFontFace[]): void {
  if (!document.fonts || typeof FontFace !== 'function') return;
  for (const late of faces) document.fonts.add(fontFace(late));
}

/**
 * The server page's late-fonts script (built inline into its <head>: app/server/late-fonts.ts).
 * A browser that has the faces cached (a returning visitor) gets them at once, before the first
 * layout. A first visitor's page loads them `delayMs` after its load event, then adds those whose
 * swap moves nothing; the others wait in the HTTP cache for the next page. Meanwhile the 600s are
 * the 400 face emboldened, and Latin text is the metric-matched fallback.
 */
export function startLateFonts(setup: LateFontsSetup): void {
  if (!document.fonts || typeof FontFace !== 'function') return;
  let stored = false;
  try {
    stored = localStorage.getItem(setup.storedKey) === '1';
  } catch {
    stored = false;
  }
  if (stored) return addLateFonts(setup.faces);
  const remember = () => {
    try {
      localStorage.setItem(setup.storedKey, '1');
    } catch {
      // No storage: the next page loads them late again.
    }
  };
  const loadAll = () => {
    void Promise.all(
      setup.faces.map((late) => {
        const face = fontFace(late);
        // Added only once loaded: a face added while it loads has its text drawn in the
        // fallback family meanwhile, a second swap.
        return face.load().then(() => {
          if (late.swapIn) document.fonts.add(face);
        });
      }),
    ).then(remember, () => undefined);
  };
  const afterLoad = () => setTimeout(loadAll, setup.delayMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
