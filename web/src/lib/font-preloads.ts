/// <reference types="vite/client" />
import bengali400 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import bengali600 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url';

/**
 * The built URLs of the webfont files every storefront page needs first (app/fonts.css): the
 * Bengali subset at 400 (body text) and 600 (titles, prices, buttons), for
 * `<link rel="preload" as="font" type="font/woff2" crossorigin>` in the page's head. They are the
 * same hashed assets the stylesheet points at. The Latin subsets are left to load on demand: their
 * fallback is metric-matched and they are a fifth of the size.
 */
export const FONT_PRELOADS: readonly string[] = [bengali400, bengali600];
