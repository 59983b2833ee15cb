import { formatTk } from '../pricing/money';
import { escapeHtml } from '../shared/html';
import { graphemes } from '../shared/graphemes';
import { bookPath, collectionPath, routePrefix, ROUTES } from './routes';
import { priceAfterDiscount } from '../pricing/discount';
import type { CollectionKind, ShelfBook } from '../catalog/schemas';

/**
 * What search engines and link previews read: schema.org JSON-LD, the head tags of a page, the
 * sitemaps and robots.txt. Pure builders: the server-side renderer and the sitemap routes of
 * `functions/src/seo` call them with the request's origin (e.g. `https://boi.example`).
 */

const SITE_NAME = 'বই — Boi';
/** Longest meta description (search engines show about this much). */
const META_DESCRIPTION_MAX = 160;
/** Longest description in a book's JSON-LD. */
const JSON_LD_DESCRIPTION_MAX = 300;
/** URLs per sitemap file (the protocol allows 50,000; smaller files are cheaper to build). */
export const SITEMAP_PAGE_SIZE = 5000;

type HeadMeta = {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  /** og:type; `website` when absent. */
  type?: string;
};
export type SitemapUrl = { loc: string; lastmod?: string };

/* ---------- URLs ---------- */

const trimOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/** A path or URL made absolute: `/api/v1/images/x.webp` → `https://boi.example/api/v1/images/x.webp`. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//'))
    return `${origin.startsWith('http:') ? 'http:' : 'https:'}${pathOrUrl}`;
  return `${trimOrigin(origin)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export const bookUrl = (id: string, origin: string): string => absoluteUrl(bookPath(id), origin);
export const collectionUrl = (kind: CollectionKind, id: string, origin: string): string =>
  absoluteUrl(collectionPath(kind, id), origin);

/** The pages of the storefront that are not a book or a collection: home and the three lists. */
export const STATIC_SITEMAP_PATHS = [
  ROUTES.home,
  ROUTES.categories,
  ROUTES.writers,
  ROUTES.publications,
] as const;

/* ---------- Text ---------- */

/** Runs of whitespace (newlines, tabs) become one space; ends trimmed. */
const squeezeSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Text cut to at most `max` UTF-16 units including the closing `…`, only between grapheme
 * clusters (a Bangla vowel sign stays on its consonant) and, when one is near, at a space.
 */
export function clipText(text: string, max: number): string {
  const squeezed = squeezeSpace(text);
  if (squeezed.length <= max) return squeezed;
  let cut = '';
  for (const { segment } of graphemes(squeezed)) {
    if (cut.length + segment.length > max - 1) break;
    cut += segment;
  }
  const space = cut.lastIndexOf(' ');
  if (space >= max * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:।—-]+$/u, '')}…`;
}

const sameName = (a: string, b: string) =>
  squeezeSpace(a).toLowerCase() === squeezeSpace(b).toLowerCase();

/* ---------- JSON-LD ---------- */

/** schema.org `Book` for a book's page, with its offer and (when it has reviews) its rating. */
export function bookJsonLd(
  book: ShelfBook,
  rating: { average: number; count: number } | null,
  origin: string,
): object {
  const url = bookUrl(book._id, origin);
  const description = clipText(book.descriptionB, JSON_LD_DESCRIPTION_MAX);
  const nameE = squeezeSpace(book.nameE);
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: squeezeSpace(book.nameB),
    ...(nameE && !sameName(nameE, book.nameB) ? { alternateName: nameE } : {}),
    ...(book.writer.writerName
      ? { author: { '@type': 'Person', name: squeezeSpace(book.writer.writerName) } }
      : {}),
    ...(book.publication.publicationName
      ? {
          publisher: {
            '@type': 'Organization',
            name: squeezeSpace(book.publication.publicationName),
          },
        }
      : {}),
    ...(book.image ? { image: absoluteUrl(book.image, origin) } : {}),
    url,
    ...(description ? { description } : {}),
    inLanguage: 'bn',
    offers: {
      '@type': 'Offer',
      price: priceAfterDiscount(book.price, book.discount),
      priceCurrency: 'BDT',
      availability:
        book.stockBand === 'sold-out'
          ? 'https://schema.org/OutOfStock'
          : book.stockBand === 'few-left'
            ? 'https://schema.org/LimitedAvailability'
            : 'https://schema.org/InStock',
      url,
    },
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(rating.average * 10) / 10,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

const JSON_IN_HTML: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A JSON-LD `<script>` element. `<`, `>` and `&` are written as JSON escapes, so no text in the
 * data (`</script>`, `<!--`) can end the element early; U+2028/9 are escaped for old parsers.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => JSON_IN_HTML[c]!);
  return `<script type="application/ld+json">${json}</script>`;
}

/* ---------- Head tags ---------- */

/** Title, description, canonical URL and cover of a book's page. */
export function bookMeta(
  book: ShelfBook,
  origin: string,
): { title: string; description: string; canonical: string; image: string } {
  const nameB = squeezeSpace(book.nameB);
  const nameE = squeezeSpace(book.nameE);
  const names = nameE && !sameName(nameE, nameB) ? `${nameB} — ${nameE}` : nameB;
  const writer = squeezeSpace(book.writer.writerName);
  const stock = book.stockBand === 'sold-out' ? ' স্টকে নেই।' : '';
  const lead = `${nameB}${writer ? ` — ${writer}` : ''}। দাম ${formatTk(priceAfterDiscount(book.price, book.discount))}।${stock}`;
  const about = squeezeSpace(book.descriptionB);
  return {
    title: `${names} | ${SITE_NAME}`,
    description: clipText(about ? `${lead} ${about}` : lead, META_DESCRIPTION_MAX),
    canonical: bookUrl(book._id, origin),
    image: book.image ? absoluteUrl(book.image, origin) : '',
  };
}

const COLLECTION_WORDS: Record<
  CollectionKind,
  { label: string; describe: (name: string) => string }
> = {
  category: {
    label: 'বিষয়',
    describe: (name) =>
      `বিষয়: ${name}। এই বিষয়ের সব বই দেখুন, দাম মিলিয়ে অনলাইনে কিনুন ${SITE_NAME} থেকে।`,
  },
  writer: {
    label: 'লেখক',
    describe: (name) =>
      `লেখক ${name}-এর লেখা সব বই দেখুন, দাম মিলিয়ে অনলাইনে কিনুন ${SITE_NAME} থেকে।`,
  },
  publication: {
    label: 'প্রকাশনী',
    describe: (name) =>
      `প্রকাশনী ${name}-এর প্রকাশিত সব বই দেখুন, দাম মিলিয়ে অনলাইনে কিনুন ${SITE_NAME} থেকে।`,
  },
};

/** Title, description and canonical URL of a category, writer or publication page. */
export function collectionMeta(
  kind: CollectionKind,
  name: string,
  id: string,
  origin: string,
): { title: string; description: string; canonical: string } {
  const words = COLLECTION_WORDS[kind];
  const clean = squeezeSpace(name);
  return {
    title: `${clean} — ${words.label} | ${SITE_NAME}`,
    description: clipText(words.describe(clean), META_DESCRIPTION_MAX),
    canonical: collectionUrl(kind, id, origin),
  };
}

/** The `<head>` tags of a page: title, description, canonical link, Open Graph and Twitter card. */
export function headTags(meta: HeadMeta): string {
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}">`,
    `<link rel="canonical" href="${attr(meta.canonical)}">`,
    `<meta property="og:site_name" content="${attr(SITE_NAME)}">`,
    `<meta property="og:locale" content="bn_BD">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    `<meta property="og:description" content="${attr(meta.description)}">`,
    `<meta property="og:url" content="${attr(meta.canonical)}">`,
    `<meta property="og:type" content="${attr(meta.type ?? 'website')}">`,
  ];
  if (meta.image) tags.push(`<meta property="og:image" content="${attr(meta.image)}">`);
  tags.push(
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  );
  return tags.join('\n');
}

/* ---------- Sitemaps and robots.txt ---------- */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A `lastmod` from milliseconds since the epoch; none for a missing or zero time. */
export function lastmodOf(ms: number | undefined): string | undefined {
  if (!ms || !Number.isFinite(ms) || ms <= 0) return undefined;
  return new Date(ms).toISOString();
}

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string =>
  `<${tag}><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</${tag}>`;

/** A sitemap: `<urlset>` of page URLs. */
export function urlsetXml(urls: SitemapUrl[]): string {
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}">`,
    ...urls.map((url) => entry('url', url)),
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index: `<sitemapindex>` of sitemap URLs. */
export function sitemapIndexXml(locs: SitemapUrl[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...locs.map((loc) => entry('sitemap', loc)),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Sitemap files needed for `count` URLs, `pageSize` a file. */
export const sitemapPageCount = (count: number, pageSize = SITEMAP_PAGE_SIZE): number =>
  Math.ceil(Math.max(0, count) / pageSize);

/** Pages no search result should land on: the API, checkout, the account and the sign-in forms. */
const ROBOTS_DISALLOW = [
  '/api/',
  ROUTES.cart,
  ROUTES.shipping,
  ROUTES.account,
  routePrefix(ROUTES.invoice),
  ROUTES.login,
  ROUTES.signUp,
  ROUTES.forgotPassword,
  routePrefix(ROUTES.resetPasswordCode),
  routePrefix(ROUTES.verifyOrderEmail),
] as const;

/**
 * robots.txt: everything but ROBOTS_DISALLOW, and the sitemap. Covers are served under /api/, so
 * `/api/v1/images/` is allowed again (the longer rule wins) for image search and link previews.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/v1/images/',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n');
}
