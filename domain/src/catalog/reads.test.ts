import { describe, expect, it } from 'vitest';
import {
  approvedCountOf,
  MAX_REVIEWS,
  readApprovedReviews,
  readBook,
  readCollectionDetail,
  readHome,
  readListingPage,
} from './reads';
import { SALES_INFO } from '../shared/constants';
import { ALL_BOOKS, EMPTY_HEAD, headAfterJoin, headAfterLeave, listingId } from './listings';
import { memoryCatalog } from '../testing/memory-catalog';

/** `count` public copies numbered oldest first in all books and in category c1; the odd ones deleted. */
function catalog(count: number, { deleteOdd = false } = {}) {
  const books: Record<string, Record<string, unknown>> = {};
  let all = EMPTY_HEAD;
  for (let i = 0; i < count; i++) {
    const seq = all.next;
    all = headAfterJoin(all);
    if (deleteOdd && i % 2 === 1) {
      all = headAfterLeave(all, seq);
      continue;
    }
    books[`b${i}`] = {
      nameB: `বই ${i}`,
      price: 100 + i,
      discount: 0,
      stockBand: 'in-stock',
      category: { categoryName: 'উপন্যাস', category_id: 'c1' },
      writer: { writerName: 'লেখক', writerDetails: '', writer_id: 'w1' },
      publication: { publicationName: 'প্রকাশনী', publication_id: 'p1' },
      BookSalesInfo: SALES_INFO.none,
      image: `covers/b${i}-600.webp`,
      thumb: `covers/b${i}-400.webp`,
      seq: { all: seq, category: seq },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    };
  }
  return memoryCatalog({
    books,
    listings: { [listingId(ALL_BOOKS)]: all, 'category~c1': all },
    categories: {
      c1: { name: 'উপন্যাস', productCount: listTotal(all), section: 'islamic', createdAt: '2026' },
    },
  });
}
const listTotal = (head: { next: number; gaps: number[] }) => head.next - head.gaps.length;
const ids = (page: { products: { _id: string }[] }) => page.products.map((book) => book._id);

describe('catalog reads', () => {
  it('pages newest first, each page costing the head and its own books, however deep', async () => {
    const source = catalog(20_000);
    const first = await readListingPage(source, ALL_BOOKS, 0, 10);
    const firstCost = source.reads;
    expect(ids(first)).toEqual([
      'b19999',
      'b19998',
      'b19997',
      'b19996',
      'b19995',
      'b19994',
      'b19993',
      'b19992',
      'b19991',
      'b19990',
    ]);
    expect(first.productTotalCount).toBe(20_000);

    source.reads = 0;
    const deep = await readListingPage(source, ALL_BOOKS, 1_500, 10);
    expect(ids(deep)[0]).toBe('b4999');
    expect(ids(deep)).toHaveLength(10);
    expect(source.reads).toBe(firstCost);
    expect(firstCost).toBe(11);

    source.reads = 0;
    const last = await readListingPage(source, ALL_BOOKS, 1_999, 10);
    expect(ids(last).at(-1)).toBe('b0');
    expect(await readListingPage(source, ALL_BOOKS, 2_000, 10)).toEqual({
      products: [],
      productTotalCount: 20_000,
    });
  });

  it('keeps pages whole and in order when books have left the listing', async () => {
    const source = catalog(45, { deleteOdd: true });
    const pages = await Promise.all(
      [0, 1, 2].map((page) => readListingPage(source, ALL_BOOKS, page, 10)),
    );
    expect(pages.map((page) => page.products.length)).toEqual([10, 10, 3]);
    const all = pages.flatMap(ids);
    expect(new Set(all).size).toBe(23);
    expect(all.slice(0, 3)).toEqual(['b44', 'b42', 'b40']);
    expect(all.at(-1)).toBe('b0');
  });

  it('skips the newest books of a list (the /nonTeckAll page)', async () => {
    const page = await readListingPage(catalog(30), ALL_BOOKS, 0, 10, 5);
    expect(ids(page)[0]).toBe('b24');
    expect(page.productTotalCount).toBe(25);
  });

  it('reads a category page with its name, and nothing for an id that names nothing', async () => {
    const source = catalog(12);
    const detail = await readCollectionDetail(source, 'category', 'c1', 1, 10);
    expect(detail).toMatchObject({ _id: 'c1', name: 'উপন্যাস', page: 1, productTotalCount: 12 });
    expect(ids(detail!)).toEqual(['b1', 'b0']);
    expect(await readCollectionDetail(source, 'category', 'nope', 0)).toBeNull();
    expect(await readCollectionDetail(source, 'category', '../books/b1', 0)).toBeNull();
  });

  it('gives a book its image URLs and stock band, and never reads a path-like id', async () => {
    const source = catalog(2);
    expect(await readBook(source, 'b1')).toMatchObject({
      _id: 'b1',
      image: '/api/v1/images/covers/b1-600.webp',
      stockBand: 'in-stock',
    });
    expect(await readBook(source, 'books/b1')).toBeNull();
    expect(source.reads).toBe(1);
  });

  it('fills a home section from the category the admin chose', async () => {
    const home = await readHome(catalog(15));
    const novels = home.sections.find((section) => section.key === 'islamic');
    expect(novels?.category).toEqual({ _id: 'c1', name: 'উপন্যাস' });
    expect(novels?.products[0]?._id).toBe('b14');
    expect(home.sections.filter((section) => section.category === null)).toHaveLength(3);
  });

  it('lists only approved reviews', async () => {
    const source = memoryCatalog({
      reviews: {
        r1: {
          forProduct: 'b1',
          status: 'Approved',
          rating: 5,
          comment: 'ভালো',
          name: 'ক',
          createdAt: '2',
        },
        r2: {
          forProduct: 'b1',
          status: 'Pending',
          rating: 1,
          comment: 'x',
          name: 'খ',
          createdAt: '3',
        },
      },
    });
    const list = await readApprovedReviews(source, 'b1');
    expect(list.reviews.map((review) => review._id)).toEqual(['r1']);
    expect(list.approvedCount).toBe(1);
  });

  it("counts a book's approved reviews from its public copy, past the newest MAX_REVIEWS", async () => {
    const reviews = Object.fromEntries(
      Array.from({ length: MAX_REVIEWS + 10 }, (_, i) => [
        `r${i}`,
        { forProduct: 'b1', status: 'Approved', rating: 4, comment: 'x', name: 'ক', createdAt: i },
      ]),
    );
    const counted = memoryCatalog({ books: { b1: { approvedReviewCount: 60 } }, reviews });
    const list = await readApprovedReviews(counted, 'b1');
    expect(list.reviews).toHaveLength(MAX_REVIEWS);
    expect(list.approvedCount).toBe(60);

    // A book saved before the count: the number read, as before.
    const older = await readApprovedReviews(memoryCatalog({ books: { b1: {} }, reviews }), 'b1');
    expect(older.approvedCount).toBe(MAX_REVIEWS);
  });

  it('never counts fewer approved reviews than it shows', () => {
    expect(approvedCountOf({ id: 'b1', data: { approvedReviewCount: 2 } }, 3)).toBe(3);
    expect(approvedCountOf({ id: 'b1', data: { approvedReviewCount: 0 } }, 0)).toBe(0);
    expect(approvedCountOf(null, 4)).toBe(4);
  });
});
