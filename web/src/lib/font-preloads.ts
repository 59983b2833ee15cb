/// <reference types="vite/client" />
import bengali400 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';

/**
 * The built URL of the webfont file every storefront page needs first (app/fonts.css): the Bengali
 * subset at 400 (body text), for `<link rel="preload" as="font" type="font/woff2" crossorigin>` in
 * the page's head; the same hashed asset the stylesheet points at. The 600 weight is not preloaded:
 * on a slow connection a second 45 kB preload competes with the LCP image, and its swap is covered
 * by the metric-matched fallback. The Latin subsets load on demand (font-display: optional).
 */
export const FONT_PRELOADS: readonly string[] = [bengali400];
