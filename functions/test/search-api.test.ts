// GET /api/v1/search against the emulators: the demo catalog written by the seed itself, books
// created, edited and deleted through the admin doors, and the bad input a search box receives.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSchema,
  publicationSchema,
  writerSchema,
  type Book,
} from '@boi/domain/catalog/schemas';
import { MAX_QUERY_CHARS } from '@boi/domain/search/fields';
import { clearCollection, SEEDED_COLLECTIONS } from '../../scripts/seed/firestore-write';
import { seed } from '../../scripts/seed/seed';
import { FieldValue } from 'firebase-admin/firestore';
import { LocalDirImageStore } from '../src/images/image-store';
import { LiveSearchIndex } from '../src/search/live-index';
import { SEARCH_SNAPSHOT_PATH } from '../src/search/snapshot-store';
import { withReadMeter } from '../src/shared/read-meter';
import { collections } from '../src/store/documents';
import { apiWrite, uploadedPicture } from './admin-helpers';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { BASE_URL, fixtureBook, getJson, testDb } from './fixtures';

let admin: TestUser;
const run = randomUUID().slice(0, 6);

const search = (q: string, params: Record<string, string | number> = {}) =>
  getJson(
    `/api/v1/search?${new URLSearchParams({ q, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }).toString()}`,
  );

/** The Bangla titles of a query's books, best first. */
const titles = async (q: string, size = 5): Promise<string[]> => {
  const { status, body } = await search(q, { size });
  expect(status).toBe(200);
  return (body.data.products as { nameB: string }[]).map((book) => book.nameB);
};

const ids = async (q: string, size = 10): Promise<string[]> => {
  const { status, body } = await search(q, { size });
  expect(status).toBe(200);
  return (body.data.products as { _id: string }[]).map((book) => book._id);
};

async function call(name: string, data: unknown) {
  const response = await callFunction(name, data, admin.idToken);
  if (response.status !== 200) {
    throw new Error(`${name} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.result as { id: string };
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  // The seed as `npm start` runs it (without rendering covers): books, stats/catalog with a new
  // catalog version, and the saved search index.
  await seed({ skipImages: true });
}, 120_000);

afterAll(async () => {
  // Other files write their own small catalogs; the demo catalog would change their totals.
  await Promise.all(SEEDED_COLLECTIONS.map((name) => clearCollection(testDb(), name)));
}, 120_000);

describe('GET /api/v1/search: the seeded catalog', () => {
  it('answers in the API shapes of the product, writer and publication lists, cacheable', async () => {
    const { status, body, headers } = await search('পথের পাঁচালী');
    expect(status).toBe(200);
    const { products, productTotalCount, writers, publications } = body.data;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      bookSchema.parse(product);
      // Internal and derived fields stay in Firestore.
      for (const field of [
        'searchKeys',
        'priceBand',
        'updatedAt',
        'searchTitle',
        'searchTitleSkeleton',
        'searchWriter',
        'searchWriterSkeleton',
        'searchExtra',
      ]) {
        expect(product).not.toHaveProperty(field);
      }
    }
    expect(products[0].nameB).toBe('পথের পাঁচালী');
    expect(products[0].image).toMatch(/^\/api\/v1\/images\//);
    expect(productTotalCount).toBeGreaterThanOrEqual(products.length);
    writers.forEach((writer: unknown) => writerSchema.parse(writer));
    publications.forEach((publication: unknown) => publicationSchema.parse(publication));
    expect(headers.get('cache-control')).toMatch(/^public/);
    expect(Number(headers.get('x-firestore-reads'))).toBeGreaterThanOrEqual(products.length);
  });

  it('finds Bangla titles with spelling variants, Banglish and English', async () => {
    expect((await titles('গিতাঞ্জলী'))[0]).toBe('গীতাঞ্জলি');
    expect(await titles('পথের পাচালি')).toContain('পথের পাঁচালী');
    expect(await titles('pother pachali')).toContain('পথের পাঁচালী');
    expect(await titles('nokshi kanthar math')).toContain('নকশী কাঁথার মাঠ');
    expect(await titles('Pather Panchali')).toContain('পথের পাঁচালী');
    expect(await titles('War and Peace')).toContain('যুদ্ধ ও শান্তি');
  });

  it('lists the writer, and the writer’s books, for a writer’s name in Banglish', async () => {
    const { body } = await search('rabindranath');
    expect(body.data.writers[0]).toMatchObject({
      _id: 'writer-rabindranath',
      name: 'রবীন্দ্রনাথ ঠাকুর',
    });
    expect(body.data.writers[0].productCount).toBeGreaterThan(0);
    const writerIds = (body.data.products as { writer: { writer_id: string } }[]).map(
      (book) => book.writer.writer_id,
    );
    expect(writerIds.slice(0, 5).every((id) => id === 'writer-rabindranath')).toBe(true);
  });

  it('pages 0-based: pages are disjoint, the total stays, past the end is empty', async () => {
    const q = 'rabindranath';
    const [first, second, sizeTen, beyond] = await Promise.all([
      search(q, { page: 0, size: 3 }),
      search(q, { page: 1, size: 3 }),
      search(q),
      search(q, { page: 1000, size: 10 }),
    ]);
    const idsOf = (r: { body: any }) =>
      (r.body.data.products as { _id: string }[]).map((b) => b._id);
    expect(idsOf(first)).toHaveLength(3);
    expect(idsOf(second)).toHaveLength(3);
    expect(idsOf(first).filter((id) => idsOf(second).includes(id))).toEqual([]);
    expect(first.body.data.productTotalCount).toBeGreaterThan(6);
    expect(second.body.data.productTotalCount).toBe(first.body.data.productTotalCount);
    // size defaults to 10 and the pages are prefixes of one order.
    expect(idsOf(sizeTen)).toHaveLength(10);
    expect(idsOf(sizeTen).slice(0, 6)).toEqual([...idsOf(first), ...idsOf(second)]);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.products).toEqual([]);
    expect(beyond.body.data.productTotalCount).toBe(first.body.data.productTotalCount);
  });

  it('costs a few reads once the index is loaded: the checks, then one per book shown', async () => {
    await search('গীতাঞ্জলি');
    const { body, headers } = await search('গীতাঞ্জলি', { size: 2 });
    // stats/catalog, the books changed since, the tombstones since; then the page's books.
    expect(Number(headers.get('x-firestore-reads'))).toBe(3 + body.data.products.length);
  });

  it('saved the search index to the image store for cold starts', async () => {
    const dir = process.env.IMAGE_STORE_DIR;
    if (!dir) return;
    const saved = JSON.parse(await readFile(join(dir, SEARCH_SNAPSHOT_PATH), 'utf8')) as {
      catalogVersion: string;
      books: unknown[];
    };
    const stats = await collections(testDb()).stats.doc('catalog').get();
    expect(saved.catalogVersion).toBe(stats.get('catalogVersion'));
    expect(saved.books.length).toBe(stats.get('productCount'));
  });

  it('never serves the saved index through the images route', async () => {
    const { status, body } = await getJson(`/api/v1/images/${SEARCH_SNAPSHOT_PATH}`);
    expect(status).toBe(404);
    expect(body.error).toBe('not-found');
  });
});

describe('GET /api/v1/product?q: the admin product table searches with the same engine', () => {
  type Found = { products: Book[]; productTotalCount: number };
  const table = async (params: Record<string, string>): Promise<Found> => {
    const query = new URLSearchParams({ ...params, page: '0', size: '10' });
    // The admin's token: a price band is the admin table's filter (403 for anyone else).
    const { status, body } = await getAuthed(`/api/v1/product?${query.toString()}`, admin.idToken);
    expect(status).toBe(200);
    return body.data as Found;
  };

  it("finds 'pother pachali' and 'rabindranath' as the storefront does, best match first", async () => {
    expect((await table({ q: 'pother pachali' })).products[0]?.nameB).toBe('পথের পাঁচালী');
    const { products, productTotalCount } = await table({ q: 'rabindranath' });
    expect(productTotalCount).toBeGreaterThan(0);
    expect(products[0]?.writer.writer_id).toBe('writer-rabindranath');
    // The admin sees the exact stock, which the storefront's search does not show.
    expect(typeof products[0]?.quantity).toBe('number');
  });

  it('combines the words with the category and price filters', async () => {
    const all = await table({ q: 'rabindranath' });
    const category = all.products[0]!.category.category_id;
    const inCategory = await table({ q: 'rabindranath', category });
    expect(inCategory.products.length).toBeGreaterThan(0);
    expect(inCategory.products.every((b) => b.category.category_id === category)).toBe(true);
    expect(inCategory.productTotalCount).toBeLessThanOrEqual(all.productTotalCount);
    const cheap = await table({ q: 'rabindranath', priceBand: 'under-200' });
    expect(cheap.products.every((b) => b.price < 200)).toBe(true);
    const none = await table({ q: 'rabindranath', category: 'no-such-category' });
    expect(none).toEqual({ products: [], productTotalCount: 0 });
  });

  it('lists a blank search as no search, and never answers a 5xx', async () => {
    const blank = await table({ q: '  ' });
    const none = (await getJson('/api/v1/product?page=0&size=10')).body.data as Found;
    expect(blank.productTotalCount).toBe(none.productTotalCount);
    expect(blank.products.map((b) => b._id)).toEqual(none.products.map((b) => b._id));
    const { status } = await getJson(`/api/v1/product?q=${'অ'.repeat(201)}&page=0&size=10`);
    expect(status).toBe(400);
  });
});

describe('GET /api/v1/search: bad input', () => {
  it('answers a blank query (empty, spaces, emoji, punctuation) with no matches', async () => {
    for (const q of ['', '   ', '😀🎉📚', '?!…—', '\u200d\u200c']) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(body.data, q).toEqual({
        products: [],
        productTotalCount: 0,
        writers: [],
        publications: [],
      });
    }
    const none = await getJson('/api/v1/search');
    expect(none.status).toBe(200);
    expect(none.body.data.productTotalCount).toBe(0);
  });

  it('refuses a query longer than the limit with a 400 and a message', async () => {
    for (const q of ['x'.repeat(1000), 'ক'.repeat(MAX_QUERY_CHARS + 1)]) {
      const { status, body } = await search(q);
      expect(status).toBe(400);
      expect(body.error).toBe('invalid-argument');
      expect(body.message).toContain(`at most ${MAX_QUERY_CHARS} characters`);
    }
    // 1,000 Bangla letters are 9 KB of URL: refused before or by the function, never a 5xx.
    const response = await fetch(
      `${BASE_URL}/api/v1/search?${new URLSearchParams({ q: 'ক'.repeat(1000) }).toString()}`,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses bad paging and a repeated q with a 400', async () => {
    for (const params of ['q=a&page=-1', 'q=a&size=0', 'q=a&size=1000', 'q=a&page=x', 'q=a&q=b']) {
      const { status, body } = await getJson(`/api/v1/search?${params}`);
      expect(status, params).toBe(400);
      expect(body.error, params).toBe('invalid-argument');
      expect(typeof body.message).toBe('string');
    }
  });

  it('treats markup as text and never echoes it', async () => {
    const response = await fetch(
      `${BASE_URL}/api/v1/search?${new URLSearchParams({ q: '<script>alert(1)</script>' }).toString()}`,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('<script');
    expect(JSON.parse(text).data.products).toBeInstanceOf(Array);
  });

  it('never answers with a 5xx', async () => {
    const odd = [
      '\u09bf\u09c0\u0981', // lone vowel signs and a chandrabindu
      '\u0301\u0301',
      'ক'.repeat(MAX_QUERY_CHARS),
      'a '.repeat(MAX_QUERY_CHARS / 2),
      '%',
      '\u0000',
      'مرحبا',
      '١٢٣ ১২৩ 123',
      "' OR 1=1 --",
      '*',
      'the of and',
      'ﷺ',
      'x'.repeat(MAX_QUERY_CHARS),
    ];
    for (const q of odd) {
      const { status, body } = await search(q);
      expect(status, JSON.stringify(q)).toBeLessThan(500);
      if (status === 200) expect(body.data.products, JSON.stringify(q)).toBeInstanceOf(Array);
    }
  });
});

describe('GET /api/v1/search: books written through the admin doors', () => {
  let links: { category: string; writer: string; publication: string };
  let bookId: string;

  const bookInput = async (nameB: string, nameE: string) => ({
    nameB,
    nameE,
    price: 320,
    quantity: 4,
    discount: 0,
    status: 'in-stock',
    ...links,
    bookFair: null,
    productTags: ['search'],
    descriptionB: 'বর্ণনা',
    descriptionE: 'About',
    BookSalesInfo: 'None',
    image: await uploadedPicture('product', admin.idToken),
  });

  beforeAll(async () => {
    const [category, writer, publication] = await Promise.all([
      call('createCategory', { name: `খোঁজ বিভাগ ${run}` }),
      call('createWriter', { name: 'মেঘনাদ পাটোয়ারী', writerDetails: 'পরীক্ষার লেখক' }),
      call('createPublication', { name: `খোঁজ প্রকাশনী ${run}` }),
    ]);
    links = { category: category.id, writer: writer.id, publication: publication.id };
  });

  it('finds a book created by the callable on the next search', async () => {
    ({ id: bookId } = await call(
      'createProduct',
      await bookInput('ঝুমকোলতার চিঠি', 'Jhumkolotar Chithi'),
    ));
    expect(await ids('ঝুমকোলতার চিঠি')).toContain(bookId);
    expect(await ids('ঝুমকলতার চিঠী')).toContain(bookId);
    expect(await ids('jhumkolotar chithi')).toContain(bookId);
    // The admin's product table finds it at once, by its Banglish title.
    const admin = await getJson('/api/v1/product?q=jhumkolotar&page=0&size=10');
    expect(admin.body.data.products.map((b: { _id: string }) => b._id)).toContain(bookId);
    const { body } = await search('meghnad patowari');
    expect(body.data.writers.map((w: { _id: string }) => w._id)).toContain(links.writer);
  });

  it('follows an edit through the /api/v1 write row: the new title finds it, the old does not', async () => {
    const edited = await apiWrite('PATCH', `/product/${bookId}`, {
      token: admin.idToken,
      body: { ...(await bookInput('কুয়াশাপুরের বাতিঘর', 'Kuashapurer Batighor')), id: bookId },
    });
    expect(edited.status).toBe(200);
    expect(await ids('কুয়াশাপুরের বাতিঘর')).toContain(bookId);
    expect(await ids('kuashapurer batighor')).toContain(bookId);
    expect(await ids('ঝুমকোলতার চিঠি')).not.toContain(bookId);
  });

  it('follows a writer renamed: the book is found by the new name', async () => {
    await call('updateWriter', {
      id: links.writer,
      name: 'তমালিকা সেনগুপ্ত',
      writerDetails: 'নতুন নাম',
    });
    expect(await ids('তমালিকা সেনগুপ্ত')).toContain(bookId);
    const stored = await collections(testDb()).products.doc(bookId).get();
    expect(stored.get('searchWriter')).toContain('তমালিকা');
  });

  it('stores the derived search fields on the book document', async () => {
    const stored = (await collections(testDb()).products.doc(bookId).get()).data();
    expect(stored?.searchTitle).toEqual(expect.any(String));
    expect(stored?.searchTitle?.length).toBeGreaterThan(0);
    expect(stored?.searchTitleSkeleton?.length).toBeGreaterThan(0);
  });

  it('drops a book deleted by the callable on the next search', async () => {
    await call('deleteProduct', { id: bookId });
    expect(await ids('কুয়াশাপুরের বাতিঘর')).not.toContain(bookId);
    expect(await ids('kuashapurer batighor')).not.toContain(bookId);
    const tombstone = await collections(testDb()).searchTombstones.doc(bookId).get();
    expect(tombstone.exists).toBe(true);
  });
});

describe('the index lifecycle of one instance', () => {
  // The api function's index class, run here against the same Firestore with its own store.
  let dir: string;
  const instance = () =>
    new LiveSearchIndex({ store: new LocalDirImageStore(dir), checkEveryMs: 0, saveEveryMs: 0 });
  const metered = async (live: LiveSearchIndex) => {
    const meter = withReadMeter(() => live.current());
    const index = await meter.result;
    return { index, reads: meter.reads() };
  };
  const bookCount = async () => (await collections(testDb()).products.count().get()).data().count;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'boi-search-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('builds from Firestore in pages when no index is saved, and saves it', async () => {
    const { index, reads } = await metered(instance());
    const books = await bookCount();
    expect(index.size).toBe(books);
    // Every book once, plus the version, the two watermarks and the catch-up queries.
    expect(reads).toBeGreaterThanOrEqual(books);
    expect(reads).toBeLessThanOrEqual(books + 10);
    const saved = JSON.parse(await readFile(join(dir, SEARCH_SNAPSHOT_PATH), 'utf8')) as {
      catalogVersion: string;
    };
    const stats = await collections(testDb()).stats.doc('catalog').get();
    expect(saved.catalogVersion).toBe(stats.get('catalogVersion'));
    expect(index.searchBooks('pother pachali').ids.length).toBeGreaterThan(0);
  });

  it('loads the saved index on a cold start without reading the catalog', async () => {
    const { index, reads } = await metered(instance());
    expect(index.size).toBe(await bookCount());
    expect(reads).toBe(3);
  });

  it('applies a book written and a tombstone left since, then reloads for a new catalog version', async () => {
    const live = instance();
    await live.current();
    const ref = collections(testDb()).products.doc(`search-direct-${run}`);
    await ref.set(fixtureBook(1, { nameB: 'জোনাকিপুরের হাট', nameE: 'Jonakipurer Hat' }));
    await ref.update({ updatedAt: FieldValue.serverTimestamp() });
    expect((await live.current()).searchBooks('jonakipurer').ids).toContain(ref.id);

    await ref.delete();
    await collections(testDb())
      .searchTombstones.doc(ref.id)
      .set({ deletedAt: FieldValue.serverTimestamp() });
    expect((await live.current()).searchBooks('jonakipurer').ids).not.toContain(ref.id);

    const stats = collections(testDb()).stats.doc('catalog');
    const version = (await stats.get()).get('catalogVersion') as string;
    await stats.update({ catalogVersion: `${version}-next` });
    try {
      // The saved index is of the old version: rebuilt from Firestore.
      const { index, reads } = await metered(live);
      expect(index.catalogVersion).toBe(`${version}-next`);
      expect(reads).toBeGreaterThanOrEqual(await bookCount());
    } finally {
      await stats.update({ catalogVersion: version });
    }
  });
});
