import { COVER_FONT } from './fonts';
import type { CoverJob } from './seed-data';
import type { BannerPromo } from './store-content';
import { escapeHtml } from '@boi/domain/shared/html';
import { fitText } from './text-layout';

export const COVER_SIZE = { width: 600, height: 900 } as const;
export const BANNER_SIZE = { width: 1200, height: 400 } as const;

const CREAM = '#fdf6e3';
const GOLD = '#f2c14e';

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function text(
  x: number,
  y: number,
  content: string,
  size: number,
  attrs: { fill: string; weight?: number; anchor?: 'start' | 'middle'; opacity?: number },
): string {
  return (
    `<text x="${x}" y="${y}" font-family="${COVER_FONT}" font-size="${size}" ` +
    `font-weight="${attrs.weight ?? 400}" fill="${attrs.fill}" text-anchor="${attrs.anchor ?? 'middle'}"` +
    (attrs.opacity === undefined ? '' : ` fill-opacity="${attrs.opacity}"`) +
    `>${escapeHtml(content)}</text>`
  );
}

/** One of four simple background patterns, picked and placed by the book's variant. */
function pattern(variant: number, ink: string): string {
  const { width: W, height: H } = COVER_SIZE;
  const kind = variant % 4;
  const shift = (variant >> 2) % 120;
  const parts: string[] = [];
  if (kind === 0) {
    for (let r = 60; r <= 420; r += 45) {
      parts.push(`<circle cx="${W - 40 - shift}" cy="${120 + shift}" r="${r}" />`);
    }
    return `<g fill="none" stroke="${ink}" stroke-opacity="0.13" stroke-width="10">${parts.join('')}</g>`;
  }
  if (kind === 1) {
    for (let x = -H; x < W + H; x += 56) {
      parts.push(`<line x1="${x + shift}" y1="0" x2="${x + shift + H}" y2="${H}" />`);
    }
    return `<g stroke="${ink}" stroke-opacity="0.09" stroke-width="18">${parts.join('')}</g>`;
  }
  if (kind === 2) {
    for (let y = 40 + (shift % 30); y < H; y += 38) {
      for (let x = 40; x < W; x += 38) parts.push(`<circle cx="${x}" cy="${y}" r="4" />`);
    }
    return `<g fill="${ink}" fill-opacity="0.14">${parts.join('')}</g>`;
  }
  for (let i = 0; i < 6; i++) {
    const y = H - 60 - i * 36 - shift / 2;
    parts.push(`<path d="M0 ${y} Q ${W / 4} ${y - 50} ${W / 2} ${y} T ${W} ${y}" />`);
  }
  return `<g fill="none" stroke="${ink}" stroke-opacity="0.15" stroke-width="8">${parts.join('')}</g>`;
}

/** 600×900 cover: category colour, pattern, frame, title, English title, writer, publisher. */
export function coverSvg(job: CoverJob): string {
  const { width: W, height: H } = COVER_SIZE;
  const base = shade(job.color, -((job.variant % 7) * 0.03));
  const dark = shade(base, -0.45);
  const title = fitText(job.nameB, 470, [76, 68, 60, 54, 48, 44, 40, 36], 3);
  const english = fitText(job.nameE, 440, [26, 24, 22, 20], 2);
  const lineHeight = title.size * 1.32;
  const blockHeight = title.lines.length * lineHeight;
  const titleTop = 380 - blockHeight / 2 + title.size * 0.8;
  const titleLines = title.lines.map((line, i) =>
    text(W / 2, Math.round(titleTop + i * lineHeight), line, title.size, {
      fill: CREAM,
      weight: 700,
    }),
  );
  const ruleY = Math.round(titleTop + (title.lines.length - 1) * lineHeight + title.size * 0.75);
  const englishLines = english.lines.map((line, i) =>
    text(W / 2, ruleY + 52 + i * english.size * 1.3, line, english.size, {
      fill: CREAM,
      opacity: 0.78,
    }),
  );
  const writer = fitText(job.writerName, 460, [36, 32, 28, 26], 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${shade(base, 0.08)}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${pattern(job.variant, CREAM)}
<rect x="0" y="0" width="22" height="${H}" fill="${dark}" fill-opacity="0.55"/>
<rect x="44" y="36" width="520" height="828" rx="6" fill="none" stroke="${GOLD}" stroke-opacity="0.85" stroke-width="3"/>
<rect x="54" y="46" width="500" height="808" rx="4" fill="none" stroke="${CREAM}" stroke-opacity="0.35" stroke-width="1.5"/>
${text(W / 2, 104, job.categoryName, 26, { fill: GOLD })}
<path d="M${W / 2 - 60} 124 H${W / 2 + 60}" stroke="${GOLD}" stroke-width="2"/>
${titleLines.join('\n')}
<path d="M${W / 2 - 90} ${ruleY} H${W / 2 - 14} M${W / 2 + 14} ${ruleY} H${W / 2 + 90}" stroke="${GOLD}" stroke-width="2.5"/>
<rect x="${W / 2 - 7}" y="${ruleY - 7}" width="14" height="14" fill="${GOLD}" transform="rotate(45 ${W / 2} ${ruleY})"/>
${englishLines.join('\n')}
${job.translator ? text(W / 2, 696, `অনুবাদ: ${job.translator}`, 24, { fill: CREAM, opacity: 0.85 }) : ''}
${text(W / 2, 752, job.writerName, writer.size, { fill: CREAM, weight: 700 })}
<rect x="64" y="784" width="480" height="56" rx="4" fill="${dark}" fill-opacity="0.6"/>
${text(W / 2, 821, job.publicationName, 24, { fill: GOLD })}
</svg>`;
}

/** 1200×400 promo banner: headline on the left, a stack of books on the right. */
export function bannerSvg(promo: BannerPromo): string {
  const { width: W, height: H } = BANNER_SIZE;
  const [from, to] = promo.colors;
  const headline = fitText(promo.headline, 720, [62, 56, 50, 46, 42], 1);
  const subline = fitText(promo.subline, 720, [30, 28, 26, 24], 1);
  const books = [
    { x: 880, y: 250, w: 230, h: 56, fill: promo.accent },
    { x: 900, y: 194, w: 200, h: 56, fill: CREAM },
    { x: 870, y: 138, w: 240, h: 56, fill: shade(to, 0.35) },
    { x: 895, y: 82, w: 190, h: 56, fill: shade(from, 0.45) },
  ]
    .map(
      (b) =>
        `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="6" fill="${b.fill}"/>` +
        `<rect x="${b.x + 14}" y="${b.y + 10}" width="${b.w - 28}" height="6" rx="3" fill="${from}" fill-opacity="0.35"/>` +
        `<rect x="${b.x + 14}" y="${b.y + 40}" width="${b.w - 28}" height="6" rx="3" fill="${from}" fill-opacity="0.35"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g fill="${CREAM}" fill-opacity="0.08"><circle cx="1010" cy="200" r="230"/><circle cx="120" cy="420" r="160"/><circle cx="700" cy="-40" r="110"/></g>
<rect x="840" y="306" width="290" height="16" rx="4" fill="${shade(from, -0.4)}" fill-opacity="0.7"/>
${books}
${text(70, 112, promo.kicker, 32, { fill: promo.accent, weight: 700, anchor: 'start' })}
${text(70, 196, promo.headline, headline.size, { fill: '#ffffff', weight: 700, anchor: 'start' })}
${text(70, 252, promo.subline, subline.size, { fill: CREAM, anchor: 'start', opacity: 0.92 })}
<rect x="70" y="288" width="210" height="58" rx="29" fill="${promo.accent}"/>
${text(175, 327, 'এখনই কিনুন', 26, { fill: shade(from, -0.3), weight: 700 })}
</svg>`;
}
