import {
  LATE_FONT_FILES,
  LATE_FONTS_DELAY_MS,
  LATE_FONTS_STORED_KEY,
  type LateFontFace,
  type LateFontsSetup,
} from '../../lib/late-fonts';
import { buildInlineScript, withHeadScript } from './inline-script';

/**
 * The late faces (lib/late-fonts.ts) with the URLs the browser build gave their files
 * (lib/late-font-urls.ts imports them, so Vite writes them among its assets): `fileNames` are the
 * build's output files, `assets/<name>-<hash>.woff2`.
 */
export function builtLateFontFaces(fileNames: readonly string[]): LateFontFace[] {
  return LATE_FONT_FILES.map(({ file, ...late }) => {
    const name = file.replace(/\.woff2$/, '');
    const built = fileNames.find(
      (fileName) => fileName.startsWith(`assets/${name}-`) && fileName.endsWith('.woff2'),
    );
    if (!built) throw new Error(`late fonts: the build wrote no ${file}`);
    return { ...late, url: `/${built}` };
  });
}

/** The page's inline late-fonts script (startLateFonts in lib/late-fonts.ts) for these faces. */
export function buildLateFontsScript(faces: LateFontFace[]): Promise<string> {
  const setup: LateFontsSetup = {
    faces,
    storedKey: LATE_FONTS_STORED_KEY,
    delayMs: LATE_FONTS_DELAY_MS,
  };
  return buildInlineScript(
    '../../lib/late-fonts',
    'startLateFonts',
    `startLateFonts(${JSON.stringify(setup)})`,
  );
}

/** The page template with the late-fonts script in its <head>, before the first layout. */
export const withLateFonts = withHeadScript;
