import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverSvg } from './cover-svg';
import { COVER_FONT, useBundledFonts, woffToSfnt } from './fonts';
import { renderCover } from './render-images';
import { generateSeedData } from './seed-data';
import { textWidthEm, wrapWords } from './text-layout';

const fontFiles = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/noto-serif-bengali/package.json')),
  'files',
);

describe('fonts', () => {
  it('unpacks WOFF into a TrueType file with the same tables', () => {
    const woff = readFileSync(join(fontFiles, 'noto-serif-bengali-bengali-400-normal.woff'));
    const ttf = woffToSfnt(woff);
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(ttf.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    const tags = Array.from({ length: ttf.readUInt16BE(4) }, (_, i) =>
      ttf.toString('latin1', 12 + i * 16, 16 + i * 16),
    );
    expect(tags).toEqual(expect.arrayContaining(['GSUB', 'cmap', 'glyf', 'head']));
  });

  it('shapes Bengali conjuncts (no missing-glyph boxes)', async () => {
    useBundledFonts();
    const width = async (text: string) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="200"><rect width="2000" height="200" fill="#fff"/><text x="10" y="130" font-family="${COVER_FONT}" font-size="100">${text}</text></svg>`;
      const { info } = await sharp(Buffer.from(svg))
        .trim({ threshold: 10 })
        .toBuffer({ resolveWithObject: true });
      return info.width;
    };
    // Shaped: ~3.2 em. Without usable fonts librsvg draws ~1 em (nothing) or ~2.3 em of boxes.
    const shaped = await width('প্রোগ্রামিং');
    expect(shaped).toBeGreaterThan(280);
    expect(shaped).toBeLessThan(400);
  });
});

describe('covers', () => {
  const data = generateSeedData();

  it('escapes titles and draws the category, title and writer', () => {
    const job = { ...data.covers[0]!, nameB: 'এ & <বি>' };
    const svg = coverSvg(job);
    expect(svg).toContain('এ &amp; &lt;বি&gt;');
    expect(svg).toContain(job.writerName);
    expect(svg).toContain(job.categoryName);
  });

  it('renders 600 and 400 wide WebP covers', async () => {
    const { large, small } = await renderCover(data.covers[0]!);
    expect(await sharp(large).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 900,
    });
    expect(await sharp(small).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 600,
    });
  });
});

describe('text layout', () => {
  it('wraps by words within the width', () => {
    const lines = wrapWords('রবীন্দ্র উপন্যাস সমগ্র (৫ খণ্ড)', 6);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('রবীন্দ্র উপন্যাস সমগ্র (৫ খণ্ড)');
    expect(textWidthEm('ক্ষ')).toBeLessThan(textWidthEm('কষ'));
  });
});

it('keeps a short parenthesised group on one line', () => {
  for (const width of [4, 6, 8]) {
    expect(wrapWords('শিশুতোষ গল্প প্যাকেজ (৬টি বই)', width).at(-1)).toMatch(/\(৬টি বই\)$/);
  }
});
