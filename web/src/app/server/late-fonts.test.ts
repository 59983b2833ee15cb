import { describe, expect, it } from 'vitest';
import { buildLateFontsScript, builtLateFontFaces } from './late-fonts';

const output = [
  'assets/index-abc.js',
  'assets/noto-sans-bengali-bengali-400-normal-BFibWJDZ.woff2',
  'assets/noto-sans-bengali-bengali-600-normal-BVnGrJcL.woff2',
  'assets/noto-sans-bengali-latin-400-normal-DiV_iq0_.woff2',
  'assets/noto-sans-bengali-latin-600-normal-BokLars8.woff2',
];

describe('the late fonts in the build', () => {
  it("take the built files' URLs", () => {
    expect(builtLateFontFaces(output).map((face) => face.url)).toEqual([
      '/assets/noto-sans-bengali-bengali-600-normal-BVnGrJcL.woff2',
      '/assets/noto-sans-bengali-latin-400-normal-DiV_iq0_.woff2',
      '/assets/noto-sans-bengali-latin-600-normal-BokLars8.woff2',
    ]);
  });

  it('stop the build when a face was not written', () => {
    expect(() => builtLateFontFaces(output.slice(0, 3))).toThrow(/latin-400/);
  });

  it('make one small inline script that names each URL', async () => {
    const script = await buildLateFontsScript(builtLateFontFaces(output));
    for (const url of builtLateFontFaces(output).map((face) => face.url))
      expect(script).toContain(url);
    expect(script).not.toMatch(/<\/script/i);
    expect(script.length).toBeLessThan(2000);
  });
});
