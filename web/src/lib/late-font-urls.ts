/// <reference types="vite/client" />
import bengali600 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url';
import latin400 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-400-normal.woff2?url';
import latin600 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-600-normal.woff2?url';
import { LATE_FONT_FILES, type LateFontFace } from './late-fonts';

const URLS: Record<string, string> = {
  'noto-sans-bengali-bengali-600-normal.woff2': bengali600,
  'noto-sans-bengali-latin-400-normal.woff2': latin400,
  'noto-sans-bengali-latin-600-normal.woff2': latin600,
};

/** The late faces with their built URLs (Vite's hashed assets, the ones the server page uses). */
export const LATE_FONT_FACES: LateFontFace[] = LATE_FONT_FILES.map(({ file, ...late }) => {
  const url = URLS[file];
  if (!url) throw new Error(`late fonts: no built URL for ${file}`);
  return { ...late, url };
});
