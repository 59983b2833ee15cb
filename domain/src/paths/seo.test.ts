import { describe, expect, it } from 'vitest';
import { shelfBookOf } from '../catalog/public-book';
import type { ShelfBook } from '../catalog/schemas';
import type { Book } from '../catalog/schemas';
import {
  bookJsonLd,
  bookMeta,
  clipText,
  collectionMeta,
  headTags,
  jsonLdScript,
  robotsTxt,
  SITEMAP_PAGE_SIZE,
  sitemapIndexXml,
  sitemapPageCount,
  urlsetXml,
} from './seo';

const ORIGIN = 'https://boi.example';

const book = (overrides: Partial<Book> = {}): ShelfBook =>
  shelfBookOf({
    _id: 'book-1',
    nameB: 'পথের পাঁচালী',
    nameE: 'Pather Panchali',
    price: 250,
    quantity: 40,
    discount: 15,
    status: 'in-stock',
    category: { categoryName: 'উপন্যাস', category_id: 'cat-1' },
    writer: { writerName: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়', writerDetails: '', writer_id: 'w-1' },
    publication: { publicationName: 'মিত্র ও ঘোষ', publication_id: 'p-1' },
    bookFair: null,
    productTags: [],
    descriptionB: '  নিশ্চিন্দিপুর গ্রামের অপু আর দুর্গার গল্প।\n\nবাংলা সাহিত্যের চিরায়ত উপন্যাস।  ',
    descriptionE: 'The story of Apu and Durga.',
    BookSalesInfo: 'none',
    image: '/api/v1/images/covers/book-1-600.webp',
    thumb: '/api/v1/images/covers/book-1-400.webp',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });

/** The JSON a `<script type="application/ld+json">` element carries. */
const scriptJson = (html: string): unknown => {
  const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
};

describe('bookJsonLd', () => {
  it('describes the book, its writer, publisher, cover, page and offer at the sale price', () => {
    const data = bookJsonLd(book(), null, ORIGIN) as Record<string, any>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'পথের পাঁচালী',
      alternateName: 'Pather Panchali',
      author: { '@type': 'Person', name: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়' },
      publisher: { '@type': 'Organization', name: 'মিত্র ও ঘোষ' },
      image: 'https://boi.example/api/v1/images/covers/book-1-600.webp',
      url: 'https://boi.example/product3Details/book-1',
      description: 'নিশ্চিন্দিপুর গ্রামের অপু আর দুর্গার গল্প। বাংলা সাহিত্যের চিরায়ত উপন্যাস।',
      inLanguage: 'bn',
      offers: {
        '@type': 'Offer',
        // 250 less 15 % (38 taka, rounded up): what the storefront shows.
        price: 212,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: 'https://boi.example/product3Details/book-1',
      },
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('says limited availability when only a few copies are left', () => {
    const data = bookJsonLd(book({ quantity: 3 }), null, `${ORIGIN}/`) as Record<string, any>;
    expect(data.offers.availability).toBe('https://schema.org/LimitedAvailability');
  });

  it('says out of stock at quantity 0 and keeps an absolute image URL as it is', () => {
    const data = bookJsonLd(
      book({ quantity: 0, image: 'https://cdn.example/cover.webp' }),
      null,
      `${ORIGIN}/`,
    ) as Record<string, any>;
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.image).toBe('https://cdn.example/cover.webp');
    expect(data.url).toBe('https://boi.example/product3Details/book-1');
  });

  it('adds the rating only when there are reviews, to one decimal', () => {
    const rated = bookJsonLd(book(), { average: 4.266, count: 3 }, ORIGIN) as Record<string, any>;
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = bookJsonLd(book(), { average: 0, count: 0 }, ORIGIN);
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  it('cuts a long description near 300 characters between letters and leaves out a blank one', () => {
    const long = 'অপু আর দুর্গার গল্প '.repeat(40);
    const data = bookJsonLd(book({ descriptionB: long }), null, ORIGIN) as Record<string, any>;
    expect(data.description.length).toBeLessThanOrEqual(300);
    expect(data.description.length).toBeGreaterThan(200);
    expect(data.description.endsWith('…')).toBe(true);
    expect(long.startsWith(data.description.slice(0, -1))).toBe(true);

    const blank = bookJsonLd(book({ descriptionB: '  ' }), null, ORIGIN);
    expect(blank).not.toHaveProperty('description');
  });

  it('has no alternateName when the English name is empty or the same', () => {
    expect(bookJsonLd(book({ nameE: '' }), null, ORIGIN)).not.toHaveProperty('alternateName');
    expect(
      bookJsonLd(book({ nameB: 'Gitanjali', nameE: 'gitanjali' }), null, ORIGIN),
    ).not.toHaveProperty('alternateName');
  });
});

describe('jsonLdScript', () => {
  it('round-trips the data as JSON inside one script element', () => {
    const data = bookJsonLd(book(), { average: 4, count: 2 }, ORIGIN);
    expect(scriptJson(jsonLdScript(data))).toEqual(data);
  });

  it('cannot be closed or commented out by the text it carries', () => {
    const hostile = {
      description: '</script><script>alert(1)</script> <!-- & \u2028\u2029 </SCRIPT>',
    };
    const html = jsonLdScript(hostile);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html.toLowerCase().split('</script').length).toBe(2);
    expect(scriptJson(html)).toEqual(hostile);
  });
});

describe('bookMeta', () => {
  it('gives both names, the writer and the sale price in Bangla, and absolute URLs', () => {
    const meta = bookMeta(book(), ORIGIN);
    expect(meta.title).toBe('পথের পাঁচালী — Pather Panchali | বই — Boi');
    expect(meta.description).toMatch(/^পথের পাঁচালী — বিভূতিভূষণ বন্দ্যোপাধ্যায়। দাম Tk 212। নিশ্চিন্দিপুর/);
    expect(meta.canonical).toBe('https://boi.example/product3Details/book-1');
    expect(meta.image).toBe('https://boi.example/api/v1/images/covers/book-1-600.webp');
  });

  it('names the book once when the English name is empty or the same', () => {
    expect(bookMeta(book({ nameE: '' }), ORIGIN).title).toBe('পথের পাঁচালী | বই — Boi');
    expect(bookMeta(book({ nameB: 'Gitanjali', nameE: 'Gitanjali ' }), ORIGIN).title).toBe(
      'Gitanjali | বই — Boi',
    );
  });

  it('keeps the description within 160 characters and says when the book is out of stock', () => {
    const meta = bookMeta(book({ quantity: 0, descriptionB: 'দীর্ঘ বর্ণনা '.repeat(50) }), ORIGIN);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description).toContain('স্টকে নেই');
    expect(meta.description.endsWith('…')).toBe(true);
  });
});

describe('collectionMeta', () => {
  it.each([
    ['category', 'বিষয়', 'https://boi.example/category/cat-1'],
    ['writer', 'লেখক', 'https://boi.example/writer/cat-1'],
    ['publication', 'প্রকাশনী', 'https://boi.example/publication/cat-1'],
  ] as const)('names a %s page in Bangla with its canonical URL', (kind, word, canonical) => {
    const meta = collectionMeta(kind, ' উপন্যাস ', 'cat-1', ORIGIN);
    expect(meta.title).toBe(`উপন্যাস — ${word} | বই — Boi`);
    expect(meta.description).toContain('উপন্যাস');
    expect(meta.description).toContain(word);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.canonical).toBe(canonical);
  });
});

describe('headTags', () => {
  it('writes title, description, canonical, Open Graph and the Twitter card', () => {
    const tags = headTags({ ...bookMeta(book(), ORIGIN), type: 'book' });
    expect(tags).toContain('<title>পথের পাঁচালী — Pather Panchali | বই — Boi</title>');
    expect(tags).toContain(
      '<link rel="canonical" href="https://boi.example/product3Details/book-1">',
    );
    expect(tags).toContain('<meta property="og:type" content="book">');
    expect(tags).toContain(
      '<meta property="og:image" content="https://boi.example/api/v1/images/covers/book-1-600.webp">',
    );
    expect(tags).toContain(
      '<meta property="og:url" content="https://boi.example/product3Details/book-1">',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('escapes text and attributes, and has no og:image without a picture', () => {
    const tags = headTags({
      title: 'A <b> & "quoted" \'book\'',
      description: '"><script>alert(1)</script>',
      canonical: 'https://boi.example/category/x?a=1&b=2',
    });
    expect(tags).toContain('<title>A &lt;b&gt; &amp; &quot;quoted&quot; &#39;book&#39;</title>');
    expect(tags).toContain(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(tags).toContain('href="https://boi.example/category/x?a=1&amp;b=2"');
    expect(tags).not.toContain('<script');
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<meta property="og:type" content="website">');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe('sitemaps', () => {
  it('lists URLs with their lastmod, XML-escaped', () => {
    const xml = urlsetXml([
      { loc: 'https://boi.example/', lastmod: '2026-01-01T00:00:00.000Z' },
      { loc: 'https://boi.example/x?a=1&b=<2>' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://boi.example/</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://boi.example/x?a=1&amp;b=&lt;2&gt;</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('indexes sitemap files', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://boi.example/sitemaps/collections.xml' },
      { loc: 'https://boi.example/sitemaps/books-1.xml', lastmod: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://boi.example/sitemaps/books-1.xml</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></sitemap>',
    );
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });

  it('counts the files a number of URLs needs', () => {
    expect(SITEMAP_PAGE_SIZE).toBeLessThanOrEqual(50_000);
    expect(sitemapPageCount(0, 10)).toBe(0);
    expect(sitemapPageCount(10, 10)).toBe(1);
    expect(sitemapPageCount(11, 10)).toBe(2);
    expect(sitemapPageCount(20_000)).toBe(4);
  });
});

describe('robotsTxt', () => {
  it('allows the store, keeps crawlers out of the API, checkout and account, names the sitemap', () => {
    const robots = robotsTxt('https://boi.example/');
    const lines = robots.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/cart',
      '/shipping',
      '/side-navbar',
      '/order/',
      '/login',
      '/singUp',
      '/forgot-password',
      '/reset-password/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Covers stay reachable for image search and link previews.
    expect(lines).toContain('Allow: /api/v1/images/');
    expect(lines).toContain('Sitemap: https://boi.example/sitemap.xml');
  });
});

describe('clipText', () => {
  it('never splits a vowel sign from its consonant', () => {
    const text = 'কি'.repeat(100);
    const clipped = clipText(text, 11);
    expect(clipped.length).toBeLessThanOrEqual(11);
    expect(clipped).toBe(`${'কি'.repeat(5)}…`);
  });
});
