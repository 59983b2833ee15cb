import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { escapeHtml } from '@boi/domain/shared/html';

/**
 * Bengali text for covers and banners, without system fonts.
 *
 * sharp renders SVG with librsvg → pango → fontconfig. Pango shapes with HarfBuzz, which cannot
 * read WOFF/WOFF2, so the @fontsource .woff files are unpacked to plain TrueType once and a
 * private fonts.conf lists only that directory (same output on every machine).
 */
export const COVER_FONT = 'Noto Serif Bengali';

const SUBSETS = ['bengali', 'latin'] as const;
const WEIGHTS = [400, 700] as const;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** node_modules/.cache when writable, else the temp directory. */
function fontDir(): string {
  for (const dir of [
    join(repoRoot, 'node_modules/.cache/boi-seed-fonts'),
    join(tmpdir(), 'boi-seed-fonts'),
  ]) {
    try {
      mkdirSync(dir, { recursive: true });
      accessSync(dir, constants.W_OK);
      return dir;
    } catch {
      // try the next place
    }
  }
  throw new Error('no writable directory for the cover fonts');
}

/** WOFF 1.0 → sfnt (TrueType/OpenType): inflate each table and write a plain table directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('corrupt WOFF table');
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  let pow2 = 1;
  let log2 = 0;
  while (pow2 * 2 <= numTables) {
    pow2 *= 2;
    log2++;
  }
  const pad4 = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + pad4(t.data.length), headerSize));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(pow2 * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - pow2 * 16, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}

function writeAtomically(path: string, bytes: Buffer | string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
}

let configured: string | null = null;

/**
 * Prepares the fonts and points fontconfig at them. Call before sharp renders any text:
 * fontconfig reads FONTCONFIG_FILE once, on first use.
 */
export function useBundledFonts(): string {
  if (configured) return configured;
  const require = createRequire(import.meta.url);
  const files = join(
    dirname(require.resolve('@fontsource/noto-serif-bengali/package.json')),
    'files',
  );
  const dir = fontDir();
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const name = `noto-serif-bengali-${subset}-${weight}-normal`;
      const target = join(dir, `${name}.ttf`);
      if (!existsSync(target)) {
        writeAtomically(target, woffToSfnt(readFileSync(join(files, `${name}.woff`))));
      }
    }
  }
  const conf = join(dir, 'fonts.conf');
  const text = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${escapeHtml(dir)}</dir>
  <cachedir>${escapeHtml(join(dir, 'cache'))}</cachedir>
</fontconfig>
`;
  if (!existsSync(conf) || readFileSync(conf, 'utf8') !== text) writeAtomically(conf, text);
  process.env.FONTCONFIG_FILE = conf;
  configured = dir;
  return dir;
}
