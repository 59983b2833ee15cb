// The sitemaps against the emulators: the router is mounted on a throw-away
// express app here (the `ssr` function mounts it in the deployed site), reading the Firestore
// emulator through a search index of its own (a fresh object store, so it is built from Firestore).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import express, { type Router } from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDirImageStore } from '../src/images/image-store';
import { LiveSearchIndex } from '../src/search/live-index';
import { liveIndexBookEntries } from '../src/seo/book-entries';
import { seoRouter } from '../src/seo/seo-routes';
import { COLLECTIONS } from '../src/store/documents';
import { fixtureBook, testDb, writeCatalogFixtures } from './fixtures';

const run = randomUUID().slice(0, 8);
const PAGE_SIZE = 10;
const servers: Server[] = [];
let storeDir: string;
let live: LiveSearchIndex;
/** The router with the default page size, and one with PAGE_SIZE URLs a file. */
let onePage: string;
let paged: string;

async function serve(router: Router): Promise<string> {
  const app = express();
  app.use(router);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    text: await response.text(),
    reads: Number(response.headers.get('x-firestore-reads')),
  };
}

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** The `<loc>`s of a well-formed sitemap or sitemap index. */
function locsOf(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = parser.parse(xml) as Record<string, Record<string, { loc: string }[]>>;
  expect(parsed[root]).toBeDefined();
  const entries = parsed[root]![root === 'urlset' ? 'url' : 'sitemap'] ?? [];
  return entries.map((entry) => entry.loc);
}

/** How many books, categories, writers and publications Firestore holds now. */
async function catalogCounts() {
  const db = testDb();
  const count = async (name: string) => (await db.collection(name).count().get()).data().count;
  const [books, categories, writers, publications] = await Promise.all([
    count(COLLECTIONS.products),
    count(COLLECTIONS.categories),
    count(COLLECTIONS.writers),
    count(COLLECTIONS.publications),
  ]);
  return { books, collections: categories + writers + publications };
}

/** A book of this file's own (not in the fixtures' category, writer or publication, whose counts other files check). */
const ownBook = (n: number) =>
  fixtureBook(n, {
    category: { categoryName: 'এসইও', category_id: `cat-seo-${run}` },
    writer: { writerName: 'এসইও লেখক', writerDetails: '', writer_id: `writer-seo-${run}` },
    publication: { publicationName: 'এসইও প্রকাশনী', publication_id: `pub-seo-${run}` },
    updatedAt: Timestamp.now(),
  });

const ORIGIN_HEADERS = { 'x-forwarded-host': 'boi.example', 'x-forwarded-proto': 'https' };
/** The shop's configured origins: boi.example, and www.boi.example beside it. */
const SITE = { ...process.env, PUBLIC_ORIGIN: 'https://boi.example,https://www.boi.example' };

beforeAll(async () => {
  const db = testDb();
  await writeCatalogFixtures(db);
  await db.collection(COLLECTIONS.products).doc(`seo-${run}`).set(ownBook(90));
  storeDir = await mkdtemp(join(tmpdir(), 'boi-seo-'));
  live = new LiveSearchIndex({
    store: new LocalDirImageStore(storeDir),
    checkEveryMs: 0,
    saveEveryMs: 0,
  });
  const books = liveIndexBookEntries(() => live);
  onePage = await serve(seoRouter({ books, env: SITE }));
  paged = await serve(seoRouter({ books, pageSize: PAGE_SIZE, env: SITE }));
  // The first request builds the index from Firestore (once per instance; then it is saved).
  expect((await get(paged, '/sitemap.xml')).status).toBe(200);
});

afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise((resolve) => server.close(() => resolve(null)))),
  );
  // Tests that check totals come after; books written here go again.
  const products = testDb().collection(COLLECTIONS.products);
  await Promise.all([`seo-${run}`, `seo-late-${run}`].map((id) => products.doc(id).delete()));
  await rm(storeDir, { recursive: true, force: true });
});

describe('absolute URLs', () => {
  it('come from PUBLIC_ORIGIN, never from a forged host header', async () => {
    const configured = await serve(seoRouter({ env: { PUBLIC_ORIGIN: 'https://shop.example/' } }));
    const { text } = await get(configured, '/sitemap.xml', ORIGIN_HEADERS);
    expect(text).toContain('<loc>https://shop.example/</loc>');
    expect(text).not.toContain('boi.example');

    for (const host of ['evil.example', 'evil.example"><script>']) {
      const forged = await get(onePage, '/sitemap.xml', {
        'x-forwarded-host': host,
        'x-forwarded-proto': 'https',
      });
      expect(forged.text).not.toContain('evil');
      expect(forged.text).toContain('<loc>https://boi.example/</loc>');
    }
    // Another of the shop's own origins is kept.
    const www = await get(onePage, '/sitemap.xml', {
      'x-forwarded-host': 'www.boi.example',
      'x-forwarded-proto': 'https',
    });
    expect(www.text).toContain('<loc>https://www.boi.example/</loc>');
  });
});

describe('GET /sitemap.xml, all in one file', () => {
  it('lists home, the lists, each collection and each book, well-formed and cacheable', async () => {
    const { books, collections } = await catalogCounts();
    const { status, headers, text } = await get(onePage, '/sitemap.xml', ORIGIN_HEADERS);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('cache-control')).toBe(
      'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400',
    );
    const locs = locsOf(text, 'urlset');
    expect(locs).toHaveLength(4 + collections + books);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://boi.example/',
        'https://boi.example/category',
        'https://boi.example/writer',
        'https://boi.example/publication',
        'https://boi.example/category/cat-fixture',
        'https://boi.example/writer/writer-fixture',
        'https://boi.example/publication/pub-fixture',
        'https://boi.example/product3Details/book-f01',
      ]),
    );
    // A book's entry carries when it last changed.
    expect(text).toContain(
      '<url><loc>https://boi.example/product3Details/book-f01</loc><lastmod>2025-12-31T23:59:00.000Z</lastmod></url>',
    );
    expect(locs.every((loc) => loc.startsWith('https://boi.example/'))).toBe(true);
  });

  it('lists a book written after the index was built', async () => {
    const id = `seo-late-${run}`;
    await testDb().collection(COLLECTIONS.products).doc(id).set(ownBook(91));
    const { text } = await get(onePage, '/sitemap.xml', ORIGIN_HEADERS);
    expect(locsOf(text, 'urlset')).toContain(`https://boi.example/product3Details/${id}`);
  });
});

describe('GET /sitemap.xml, more URLs than a file holds', () => {
  it('is an index of the collections file and every books file', async () => {
    const { books } = await catalogCounts();
    const pages = Math.ceil(books / PAGE_SIZE);
    expect(pages).toBeGreaterThanOrEqual(3);
    const { status, text } = await get(paged, '/sitemap.xml', ORIGIN_HEADERS);
    expect(status).toBe(200);
    expect(locsOf(text, 'sitemapindex')).toEqual([
      'https://boi.example/sitemaps/collections.xml',
      ...Array.from({ length: pages }, (_, i) => `https://boi.example/sitemaps/books-${i + 1}.xml`),
    ]);
  });

  it('serves each books file once over, PAGE_SIZE books a file, in id order', async () => {
    const { books } = await catalogCounts();
    const pages = Math.ceil(books / PAGE_SIZE);
    const files = await Promise.all(
      Array.from({ length: pages }, (_, i) =>
        get(paged, `/sitemaps/books-${i + 1}.xml`, ORIGIN_HEADERS),
      ),
    );
    expect(files.map((file) => file.status)).toEqual(files.map(() => 200));
    const locs = files.map((file) => locsOf(file.text, 'urlset'));
    expect(locs[1]).toHaveLength(PAGE_SIZE);
    expect(locs.at(-1)!.length).toBe(books - (pages - 1) * PAGE_SIZE);
    const all = locs.flat();
    expect(all).toHaveLength(books);
    expect(new Set(all).size).toBe(books);
    expect(all).toContain(`https://boi.example/product3Details/seo-${run}`);
    expect(all.every((loc) => loc.startsWith('https://boi.example/product3Details/'))).toBe(true);
    expect([...all].sort()).toEqual(all);
  });

  it('costs a few Firestore reads a file, however many books there are', async () => {
    const { books } = await catalogCounts();
    const file = await get(paged, '/sitemaps/books-2.xml');
    expect(file.status).toBe(200);
    // The stats document and the two catch-up queries of the search index; no book is read.
    expect(file.reads).toBeGreaterThan(0);
    expect(file.reads).toBeLessThanOrEqual(5);
    expect(file.reads).toBeLessThan(books);
  });

  it('lists home, the lists and the collections in collections.xml', async () => {
    const { collections } = await catalogCounts();
    const { status, text, reads } = await get(paged, '/sitemaps/collections.xml', ORIGIN_HEADERS);
    expect(status).toBe(200);
    const locs = locsOf(text, 'urlset');
    expect(locs).toHaveLength(4 + collections);
    expect(locs).toContain('https://boi.example/category/cat-other');
    expect(locs.some((loc) => loc.includes('/product3Details/'))).toBe(false);
    // One read per category, writer and publication (at least one per query); no book.
    expect(reads).toBeLessThanOrEqual(Math.max(3, collections + 3));
  });

  it('answers 404 for a books file past the last, page 0 or a page that is not a number', async () => {
    const { books } = await catalogCounts();
    const past = Math.ceil(books / PAGE_SIZE) + 1;
    for (const page of [String(past), '999', '0', '01', 'abc', '1e1', '-1', '2%2e5']) {
      const { status, headers } = await get(paged, `/sitemaps/books-${page}.xml`);
      expect(status, `books-${page}.xml`).toBe(404);
      expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });
});
