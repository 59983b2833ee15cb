import { MAX_PRODUCT_TAGS, SALES_INFO, SECTION_KEYS } from '@boi/domain/shared/constants';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { toWrites } from './firestore-write';
import { bookId, DEFAULT_BOOKS, generateSeedData, MAX_BOOKS, type SeedData } from './seed-data';

const data = generateSeedData();

function expectCountsTrue(d: SeedData) {
  const count = (key: (b: SeedData['books'][number]) => string, id: string) =>
    d.books.filter((b) => key(b) === id).length;
  for (const c of d.categories)
    expect(c.productCount).toBe(count((b) => b.category.category_id, c._id));
  for (const w of d.writers) expect(w.productCount).toBe(count((b) => b.writer.writer_id, w._id));
  for (const p of d.publications) {
    expect(p.productCount).toBe(count((b) => b.publication.publication_id, p._id));
  }
  const categories = new Map(d.categories.map((c) => [c._id, c]));
  const writers = new Map(d.writers.map((w) => [w._id, w]));
  const publications = new Map(d.publications.map((p) => [p._id, p]));
  for (const b of d.books) {
    expect(categories.get(b.category.category_id)?.name).toBe(b.category.categoryName);
    expect(writers.get(b.writer.writer_id)?.name).toBe(b.writer.writerName);
    expect(writers.get(b.writer.writer_id)?.writerDetails).toBe(b.writer.writerDetails);
    expect(publications.get(b.publication.publication_id)?.name).toBe(
      b.publication.publicationName,
    );
  }
}

describe('generateSeedData (default catalog)', () => {
  it('is deterministic', () => {
    expect(generateSeedData()).toEqual(data);
  });

  it('has at least 300 uniquely titled books with ordered ids', () => {
    expect(DEFAULT_BOOKS).toBeGreaterThanOrEqual(300);
    expect(data.books).toHaveLength(DEFAULT_BOOKS);
    expect(data.books[0]?._id).toBe('book-00001');
    expect(new Set(data.books.map((b) => b._id)).size).toBe(DEFAULT_BOOKS);
    expect(new Set(data.books.map((b) => b.nameB)).size).toBe(DEFAULT_BOOKS);
  });

  it('creates books newest first, strictly', () => {
    const times = data.books.map((b) => Date.parse(b.createdAt));
    times.slice(1).forEach((t, i) => expect(t).toBeLessThan(times[i] as number));
  });

  it('keeps every productCount equal to the books pointing at it', () => {
    expectCountsTrue(data);
    expect(data.writers.every((w) => w.productCount > 0)).toBe(true);
    expect(data.publications.every((p) => p.productCount > 0)).toBe(true);
  });

  it('has enough categories, writers and publications', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(15);
    expect(data.writers.length).toBeGreaterThanOrEqual(40);
    expect(data.writers.every((w) => w.writerDetails.length > 20)).toBe(true);
    expect(data.publications.length).toBeGreaterThanOrEqual(15);
  });

  it('fills every home section from exactly one category', () => {
    for (const key of SECTION_KEYS) {
      const sectionCategories = data.categories.filter((c) => c.section === key);
      expect(sectionCategories, key).toHaveLength(1);
      expect(sectionCategories[0]?.productCount, key).toBeGreaterThanOrEqual(13);
    }
  });

  it('keeps prices, discounts, stock and tags in range', () => {
    for (const b of data.books) {
      expect(Number.isInteger(b.price)).toBe(true);
      expect(b.price).toBeGreaterThanOrEqual(80);
      expect(b.price).toBeLessThanOrEqual(2000);
      expect(b.discount).toBeGreaterThanOrEqual(0);
      expect(b.discount).toBeLessThanOrEqual(35);
      expect(b.productTags.length).toBeLessThanOrEqual(MAX_PRODUCT_TAGS);
      expect(new Set(b.productTags).size).toBe(b.productTags.length);
      if (b.status !== 'in-stock') expect(b.quantity).toBe(0);
      if (b.status === 'in-stock') expect(b.quantity).toBeGreaterThan(0);
      expect(b.descriptionB.length).toBeGreaterThan(60);
      expect(b.descriptionE.length).toBeGreaterThan(60);
    }
    const statuses = data.books.map((b) => b.status);
    expect(statuses.filter((s) => s === 'out-of-stock').length).toBeGreaterThanOrEqual(5);
    expect(statuses.filter((s) => s === 'Discontinued').length).toBeGreaterThanOrEqual(2);
  });

  it('mixes sales labels, book-fair books and translations', () => {
    const label = (l: string) => data.books.filter((b) => b.BookSalesInfo === l);
    expect(label(SALES_INFO.weekBest).length).toBeGreaterThanOrEqual(10);
    expect(label(SALES_INFO.monthTop).length).toBeGreaterThanOrEqual(5);
    expect(label(SALES_INFO.technology).length).toBeGreaterThanOrEqual(5);
    expect(label(SALES_INFO.package).length).toBeGreaterThanOrEqual(5);
    expect(label(SALES_INFO.package).every((b) => b.category.category_id === 'cat-package')).toBe(
      true,
    );
    expect(label(SALES_INFO.none).length).toBeGreaterThan(data.books.length / 2);
    const fair = data.books.filter((b) => b.bookFair === '2023').length;
    expect(fair).toBeGreaterThan(20);
    expect(data.books.filter((b) => b.bookFair === null).length).toBeGreaterThan(fair);
    expect(data.books.filter((b) => b.bookTranslator).length).toBeGreaterThanOrEqual(10);
  });

  it('gives each catalog book its own cover', () => {
    expect(data.covers.map((c) => c.bookId)).toEqual(data.books.map((b) => b._id));
    for (const b of data.books) {
      expect(b.image).toBe(`covers/${b._id}-600.webp`);
      expect(b.thumb).toBe(`covers/${b._id}-400.webp`);
    }
  });

  it('has approved and pending reviews on several books, banners and the coupon', () => {
    const ids = new Set(data.books.map((b) => b._id));
    expect(data.reviews.every((r) => ids.has(r.forProduct) && !('uid' in r))).toBe(true);
    expect(data.reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    expect(data.reviews.some((r) => r.status === 'Approved')).toBe(true);
    expect(data.reviews.some((r) => r.status === 'Pending')).toBe(true);
    expect(new Set(data.reviews.map((r) => r.forProduct)).size).toBeGreaterThanOrEqual(10);
    for (const b of data.books) {
      const approved = data.reviews.filter(
        (r) => r.forProduct === b._id && r.status === 'Approved',
      );
      expect(b.approvedReviewCount).toBe(approved.length);
    }
    expect(data.banners.length).toBeGreaterThanOrEqual(3);
    expect(data.banners[0]?.image).toBe('banners/1-1200.webp');
    expect(data.coupon).toEqual({ couponCode: 'BOI10', discountPercent: 10, active: true });
    expect(data.bookFair).toEqual({ bookFairYear: '2023' });
  });

  it('turns into Firestore documents without ids and with timestamps', () => {
    const writes = toWrites(data);
    const product = writes.find((w) => w.collection === 'products' && w.id === 'book-00001');
    expect(product?.data._id).toBeUndefined();
    expect(product?.data.createdAt).toBeInstanceOf(Timestamp);
    expect(product?.data.updatedAt).toEqual(product?.data.createdAt);
    const publicCopy = writes.find((w) => w.collection === 'books' && w.id === 'book-00001');
    expect(publicCopy?.data.approvedReviewCount).toBe(data.books[0]?.approvedReviewCount);
    expect(product?.data.approvedReviewCount).toBe(data.books[0]?.approvedReviewCount);
    expect(writes.find((w) => w.collection === 'coupons')?.id).toBe('BOI10');
    expect(writes.find((w) => w.collection === 'bookFair')?.id).toBe('current');
    expect(new Set(writes.map((w) => `${w.collection}/${w.id}`)).size).toBe(writes.length);
  });
});

describe('generateSeedData (large)', () => {
  const big = generateSeedData(20_000);

  it('keeps the default catalog as its newest books', () => {
    expect(big.books.slice(0, DEFAULT_BOOKS)).toEqual(data.books);
    expect(big.books).toHaveLength(20_000);
    expect(big.books.at(-1)?._id).toBe('book-20000');
  });

  it('keeps counts true and reuses the catalog covers', () => {
    expectCountsTrue(big);
    expect(big.covers).toHaveLength(DEFAULT_BOOKS);
    const covers = new Set(data.books.map((b) => b.image));
    expect(big.books.every((b) => covers.has(b.image))).toBe(true);
    expect(new Set(big.books.map((b) => b.nameB)).size).toBe(20_000);
  });

  it('spreads extra books over the shelves proportionally, with similar sizes', () => {
    for (const c of big.categories) {
      const share = c.productCount / 20_000;
      const base =
        (data.categories.find((d) => d._id === c._id)?.productCount ?? 0) / DEFAULT_BOOKS;
      expect(Math.abs(share - base)).toBeLessThan(0.005);
    }
    const avg = (books: SeedData['books']) =>
      books.reduce((sum, b) => sum + JSON.stringify(b).length, 0) / books.length;
    expect(avg(big.books.slice(DEFAULT_BOOKS)) / avg(data.books)).toBeLessThan(1.15);
  });
});

it('rejects a bad book count', () => {
  expect(() => generateSeedData(0)).toThrow();
  expect(() => generateSeedData(1.5)).toThrow();
  expect(() => generateSeedData(MAX_BOOKS + 1)).toThrow();
});

it('names up to 250,000 books with distinct ids past book-99999', () => {
  expect(MAX_BOOKS).toBeGreaterThanOrEqual(250_000);
  const ids = Array.from({ length: MAX_BOOKS }, (_, i) => bookId(i + 1));
  expect(new Set(ids).size).toBe(MAX_BOOKS);
  expect(ids.slice(99_998, 100_001)).toEqual(['book-99999', 'book-100000', 'book-100001']);
});
