/**
 * Rough advance widths (in em) of Noto Serif Bengali, enough to wrap and fit titles: librsvg
 * has no text measurement we can call before rendering.
 */
const NON_SPACING = new Set([
  0x0981, 0x09bc, 0x09c1, 0x09c2, 0x09c3, 0x09c4, 0x09cd, 0x09e2, 0x09e3, 0x200c, 0x200d,
]);
const MARK_WIDTH: Readonly<Record<number, number>> = {
  0x09be: 0.3, // া
  0x09bf: 0.3, // ি
  0x09c0: 0.3, // ী
  0x09c7: 0.32, // ে
  0x09c8: 0.36, // ৈ
  0x09cb: 0.62, // ো
  0x09cc: 0.66, // ৌ
  0x09d7: 0.3,
  0x0982: 0.46, // ং
  0x0983: 0.3, // ঃ
};
const HASANTA = 0x09cd;
const RA = 0x09b0;

function asciiWidth(ch: string): number {
  if (ch === ' ') return 0.26;
  if (/[A-Z]/.test(ch)) return 0.66;
  if (/[mw]/.test(ch)) return 0.8;
  if (/[a-z]/.test(ch)) return 0.55;
  if (/[0-9]/.test(ch)) return 0.56;
  return 0.34;
}

export function textWidthEm(text: string): number {
  const cps = [...text].map((c) => c.codePointAt(0) ?? 0);
  let width = 0;
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i] ?? 0;
    const prev = cps[i - 1];
    const next = cps[i + 1];
    if (NON_SPACING.has(cp)) continue;
    if (cp in MARK_WIDTH) {
      width += MARK_WIDTH[cp] ?? 0;
    } else if (cp >= 0x0980 && cp <= 0x09ff) {
      if (cp === RA && next === HASANTA) continue; // reph: drawn above the next letter
      const reph = cps[i - 2] === RA && prev === HASANTA && cps[i - 3] !== HASANTA;
      // The second letter of a conjunct mostly stacks under or fuses with the first.
      width += prev === HASANTA && !reph ? 0.3 : 0.62;
    } else if (cp < 0x80) {
      width += asciiWidth(String.fromCodePoint(cp));
    } else {
      width += 0.6;
    }
  }
  return width;
}

/** Words, keeping a short "(…)" group such as "(৪টি বই)" together. */
function words(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last?.startsWith('(') && !last.includes(')') && textWidthEm(last) < 4) {
      out[out.length - 1] = `${last} ${word}`;
    } else {
      out.push(word);
    }
  }
  return out;
}

/** Greedy word wrap to lines no wider than `maxEm`; a single long word gets its own line. */
export function wrapWords(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidthEm(candidate) <= maxEm) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest font size (from `sizes`, biggest first) at which `text` wraps into at most
 * `maxLines` lines of `width` px; the smallest size otherwise (its lines may then overflow).
 */
export function fitText(
  text: string,
  width: number,
  sizes: readonly number[],
  maxLines: number,
): { size: number; lines: string[] } {
  // Estimates run up to ~15 % short of the real width (measured on the catalog): leave room.
  width /= 1.15;
  let best = { size: 0, lines: [text] };
  for (const size of sizes) {
    const lines = wrapWords(text, width / size);
    best = { size, lines };
    if (lines.length <= maxLines && lines.every((l) => textWidthEm(l) * size <= width)) return best;
  }
  return best;
}
