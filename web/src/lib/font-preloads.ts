/// <reference types="vite/client" />
import bengali400 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import bengali600 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url';
import latin400 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-400-normal.woff2?url';
import latin600 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-600-normal.woff2?url';

/**
 * The built URLs of the webfont files a storefront page draws its first screen with (app/fonts.css),
 * for `<link rel="preload" as="font" type="font/woff2" crossorigin>` in the page's head; the same
 * hashed assets the stylesheet points at. All four: every storefront page's first screen has body
 * text (400) and titles and prices (600 and up) in Bengali and in Latin (digits, English titles).
 * Not preloaded, the browser asks for a file only once it has parsed the inline stylesheet and laid
 * the page out (on a 4× slower phone, over a second in), and the largest paint waited for that chain:
 * Lighthouse's LCP on a book's page was 2.2 s with the three later files and 1.35 s on a category
 * page whose paint came before them (issue 37).
 */
export const FONT_PRELOADS: readonly string[] = [bengali400, bengali600, latin400, latin600];
